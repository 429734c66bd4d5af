import './spinner.css';

/** An arcane ring; the label is for screen readers, the motion is decoration. */
export function Spinner({ label = 'Loading', size = 40 }: { label?: string; size?: number }) {
  return (
    <span
      className="spinner"
      role="progressbar"
      aria-label={label}
      style={{ width: size, height: size }}
    >
      <span className="spinner__ring" />
      <span className="spinner__core" />
    </span>
  );
}
