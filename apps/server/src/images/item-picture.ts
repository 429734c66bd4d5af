/**
 * An item's picture: its game-icon on a medallion in its rarity's colours. Drawn as SVG
 * so it stays sharp from the 48 px grid tile to the preview, and tiny to send.
 */
import type { Rarity } from '@alchemy/game-rules';
import { gameIcon } from './game-icons';

const RARITY_COLOURS: Record<Rarity, { rim: string; inner: string; outer: string; glyph: string }> =
  {
    common: { rim: '#9aa3b5', inner: '#3a4152', outer: '#1b1f2a', glyph: '#e9edf5' },
    rare: { rim: '#4da3ff', inner: '#1f4f8a', outer: '#0f213d', glyph: '#e3f0ff' },
    epic: { rim: '#b76cff', inner: '#53267f', outer: '#220f38', glyph: '#f3e6ff' },
    legendary: { rim: '#ffb43d', inner: '#8a4b0c', outer: '#3a1d04', glyph: '#fff3d6' },
  };

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function itemPicture(options: { icon: string; rarity: Rarity; title: string }): string {
  const colours = RARITY_COLOURS[options.rarity];
  const icon = gameIcon(options.icon) ?? gameIcon('perspective-dice-six-faces-random');
  const scale = icon ? 64 / icon.size : 1;
  const glyph = icon
    ? `<g transform="translate(32 32) scale(${scale.toFixed(5)})" fill="${colours.glyph}">${icon.body.replace(/fill="currentColor"/g, '')}</g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img"><title>${escape(options.title)}</title><defs><radialGradient id="g" cx="50%" cy="38%" r="62%"><stop offset="0" stop-color="${colours.inner}"/><stop offset="1" stop-color="${colours.outer}"/></radialGradient></defs><circle cx="64" cy="64" r="60" fill="url(#g)" stroke="${colours.rim}" stroke-width="4"/><circle cx="64" cy="64" r="53" fill="none" stroke="${colours.rim}" stroke-opacity=".35" stroke-width="1.5"/>${glyph}</svg>`;
}

/** The picture of a secret: a question mark in the common medallion. */
export function secretPicture(): string {
  const colours = RARITY_COLOURS.common;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img"><title>Secret</title><circle cx="64" cy="64" r="60" fill="${colours.outer}" stroke="${colours.rim}" stroke-width="4" stroke-dasharray="8 6"/><text x="64" y="84" text-anchor="middle" font-family="Georgia, serif" font-size="64" font-weight="700" fill="${colours.rim}">?</text></svg>`;
}
