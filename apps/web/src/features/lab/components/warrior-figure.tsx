/**
 * The warrior the essences are bound to: an inline silhouette (no network, themable with
 * the tokens), decorative only. `charged` lights it up when every slot is filled.
 */
export function WarriorFigure({ charged }: { charged: boolean }) {
  return (
    <svg
      className={charged ? 'warrior warrior--charged' : 'warrior'}
      viewBox="0 0 200 260"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="warrior-armour" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4a3d8c" />
          <stop offset="0.55" stopColor="#2a2254" />
          <stop offset="1" stopColor="#15112c" />
        </linearGradient>
        <linearGradient id="warrior-blade" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#d9e6ff" />
          <stop offset="0.5" stopColor="#9fb4e6" />
          <stop offset="1" stopColor="#5f6f9e" />
        </linearGradient>
        <radialGradient id="warrior-aura" cx="0.5" cy="0.45" r="0.5">
          <stop offset="0" stopColor="rgb(155 123 255 / 45%)" />
          <stop offset="1" stopColor="rgb(155 123 255 / 0%)" />
        </radialGradient>
      </defs>

      <ellipse
        className="warrior__aura"
        cx="100"
        cy="120"
        rx="96"
        ry="120"
        fill="url(#warrior-aura)"
      />

      {/* The rune circle under the feet. */}
      <g className="warrior__runes" fill="none" stroke="currentColor">
        <ellipse cx="100" cy="238" rx="74" ry="14" strokeWidth="1.5" />
        <ellipse cx="100" cy="238" rx="58" ry="9" strokeWidth="1" strokeDasharray="4 6" />
      </g>

      <g
        className="warrior__body"
        fill="url(#warrior-armour)"
        stroke="var(--color-gold-500)"
        strokeWidth="1.6"
        strokeLinejoin="round"
      >
        {/* Sword, raised in the right hand. */}
        <path d="M153 14 L160 24 L159 112 L151 112 L150 24 Z" fill="url(#warrior-blade)" />
        <path d="M138 112 H172 L170 120 H140 Z" />
        <path d="M152 120 H158 V136 H152 Z" />
        <circle cx="155" cy="140" r="5" />

        {/* Legs and boots. */}
        <path d="M76 162 L98 166 L96 222 L92 234 L70 234 L74 222 Z" />
        <path d="M124 162 L102 166 L104 222 L108 234 L130 234 L126 222 Z" />

        {/* Right arm up to the hilt, left arm down to the shield. */}
        <path d="M130 92 L148 98 L160 130 L150 138 L136 114 Z" />
        <path d="M70 92 L52 100 L46 138 L58 142 L66 116 Z" />

        {/* Torso and belt. */}
        <path d="M66 86 Q100 76 134 86 L138 104 L128 158 Q100 170 72 158 L62 104 Z" />
        <path
          d="M72 150 Q100 160 128 150 L127 160 Q100 171 73 160 Z"
          fill="var(--color-gold-700)"
        />
        <path
          d="M100 92 L112 110 L100 142 L88 110 Z"
          fill="none"
          stroke="var(--color-gold-300)"
          strokeWidth="1.2"
        />

        {/* Pauldrons. */}
        <path d="M58 88 Q66 76 82 82 L78 100 Q64 104 56 98 Z" />
        <path d="M142 88 Q134 76 118 82 L122 100 Q136 104 144 98 Z" />

        {/* Helmet with its plume and visor slit. */}
        <path d="M100 12 Q118 4 122 22 Q112 16 104 22 Z" fill="var(--color-gold-500)" />
        <path d="M100 20 C84 20 80 34 80 48 L80 64 C80 72 90 80 100 80 C110 80 120 72 120 64 L120 48 C120 34 116 20 100 20 Z" />
        <path d="M86 50 H114 L112 55 H88 Z" fill="var(--color-bg)" stroke="none" />
        <path
          className="warrior__eyes"
          d="M90 51.5 H97 M103 51.5 H110"
          stroke="var(--color-teal)"
          strokeWidth="1.8"
        />

        {/* Kite shield on the left arm. */}
        <path d="M30 112 Q50 104 70 112 L68 146 Q62 166 50 176 Q38 166 32 146 Z" />
        <path
          d="M50 116 V168 M36 130 H64"
          fill="none"
          stroke="var(--color-gold-300)"
          strokeWidth="1.2"
        />
      </g>
    </svg>
  );
}
