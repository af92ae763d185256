import { autoUpdate, computePosition, flip, offset, shift, size, type Placement } from '@floating-ui/dom';

export interface FloatOptions {
  placement: Placement;
  gap?: number;
  /** Width limits applied with the size middleware (e.g. a tooltip's 40–200 px). */
  minWidth?: number;
  maxWidth?: number;
}

/**
 * Keeps `floating` positioned next to `anchor` (fixed strategy, flipped and shifted inside the
 * viewport) until the returned function is called. Positions are set through the CSSOM, which a
 * strict style-src CSP allows.
 */
export function floatNextTo(anchor: Element, floating: HTMLElement, options: FloatOptions): () => void {
  floating.style.position = 'fixed';
  const update = async () => {
    const { x, y, placement } = await computePosition(anchor, floating, {
      strategy: 'fixed',
      placement: options.placement,
      middleware: [
        offset(options.gap ?? 4),
        flip(),
        shift({ padding: 8 }),
        ...(options.maxWidth !== undefined
          ? [
              size({
                apply({ elements, availableWidth }) {
                  elements.floating.style.maxWidth = `${Math.max(options.minWidth ?? 0, Math.min(options.maxWidth!, availableWidth))}px`;
                },
              }),
            ]
          : []),
      ],
    });
    floating.style.left = `${x}px`;
    floating.style.top = `${y}px`;
    floating.dataset.placement = placement;
  };
  return autoUpdate(anchor, floating, () => void update());
}
