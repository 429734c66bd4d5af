import { describe, expect, it } from 'vitest';
import { DRAG_THRESHOLD_PX, swipeVerdict, touchActivation, TOUCH_HOLD_MS } from './drag-sensors';

describe('a finger on the crafting grid', () => {
  it('drags on a sideways move past 5 px, and leaves a mostly vertical one to the scroll', () => {
    expect(swipeVerdict(6, 0)).toBe('drag');
    expect(swipeVerdict(-6, 4)).toBe('drag');
    expect(swipeVerdict(2, 6)).toBe('scroll');
    expect(swipeVerdict(0, -30)).toBe('scroll');
    expect(swipeVerdict(4, 3)).toBe('wait');
  });

  it('is read by dnd-kit with the spec’s 5 px and the 200 ms rest', () => {
    expect(touchActivation('swipe')).toEqual({
      delay: TOUCH_HOLD_MS,
      distance: { x: DRAG_THRESHOLD_PX },
      tolerance: { y: DRAG_THRESHOLD_PX },
    });
    expect(touchActivation('hold')).toEqual({ delay: TOUCH_HOLD_MS, tolerance: 8 });
  });
});
