/** CC BY 3.0 asks for visible attribution of the game-icons.net artwork. */
export function IconCredits({ className }: { className?: string }) {
  return (
    <p
      className={className}
      style={{ fontSize: 'var(--text-xs)', color: 'var(--color-text-faint)' }}
    >
      Icons by the game-icons.net authors (Lorc, Delapouite and contributors), CC BY 3.0
    </p>
  );
}
