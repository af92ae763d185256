/** The draggable, keyboard-operable separator between a tutorial's text and its workspace. */
import { useEffect, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

export const clampSplit = (value: number) => Math.min(75, Math.max(25, value));

export function useSplit(layout: RefObject<HTMLElement | null>, initial = 40) {
  const [split, setSplit] = useState(initial);
  useEffect(() => {
    layout.current?.style.setProperty('--tut-split', `${split}%`);
  }, [layout, split]);
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const box = layout.current?.getBoundingClientRect();
    if (!box || event.buttons !== 1) return;
    setSplit(clampSplit(((event.clientX - box.left) / box.width) * 100));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const delta = event.key === 'ArrowLeft' ? -5 : event.key === 'ArrowRight' ? 5 : 0;
    if (delta) {
      event.preventDefault();
      setSplit((value) => clampSplit(value + delta));
    }
  };
  return { split, onPointerMove, onKeyDown };
}
