import { describe, expect, it } from 'vitest';
import { fieldArtWidth } from './field-size';

describe('fieldArtWidth', () => {
  it('gives each creature its half of a phone’s field, less the VS between them', () => {
    // 360 px screen: the field is 328 px wide.
    expect(fieldArtWidth(328)).toBe(143);
  });

  it('stands them at most 260 px wide on a desk', () => {
    expect(fieldArtWidth(730)).toBe(260);
    expect(fieldArtWidth(2000)).toBe(260);
  });

  it('never shrinks them past recognition', () => {
    expect(fieldArtWidth(120)).toBe(96);
  });
});
