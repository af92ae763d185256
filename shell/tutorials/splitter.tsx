/** The separator between a tutorial's text and its workspace (state in use-split.ts, kept by the route across steps). */
import type { KeyboardEvent, PointerEvent } from 'react';

interface SplitterProps {
  split: number;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function Splitter({ split, onPointerMove, onKeyDown }: SplitterProps) {
  return (
    <div
      className="tut-splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the text and the editor"
      aria-valuenow={Math.round(split)}
      aria-valuemin={25}
      aria-valuemax={75}
      tabIndex={0}
      onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    />
  );
}
