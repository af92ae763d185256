/** Whether the user asked for reduced motion. False where `matchMedia` is missing or throws. */
export function prefersReducedMotion(): boolean {
  try {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  } catch {
    return false;
  }
}

/** The scroll behaviour to use for programmatic scrolling: 'auto' under reduced motion, else 'smooth'. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
