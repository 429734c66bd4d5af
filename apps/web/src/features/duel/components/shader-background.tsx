import { useEffect, useRef, useState } from 'react';
import { createNebula } from '../nebula-shader';

/** The nebula is soft: a third of the pixels is plenty and keeps phones cool. */
const RESOLUTION_SCALE = 0.35;
/** A still frame for players who asked for less motion: a pleasant point of the swirl. */
const STILL_TIME_S = 42;

/**
 * The duel's animated background. The canvas sits over a CSS
 * gradient; when WebGL or the shader fails the canvas is hidden and the gradient remains.
 * Frames stop while the page is hidden; reduced motion gets one still frame.
 */
export function ShaderBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const nebula = createNebula(canvas);
    if (!nebula) {
      // Reported through the DOM, not thrown: the duel plays on without the shader.
      const fallback = window.setTimeout(() => setFailed(true));
      return () => window.clearTimeout(fallback);
    }
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let frame = 0;
    const size = () => ({
      width: Math.max(1, Math.round(canvas.clientWidth * RESOLUTION_SCALE)),
      height: Math.max(1, Math.round(canvas.clientHeight * RESOLUTION_SCALE)),
    });
    const render = (nowMs: number) => {
      const { width, height } = size();
      nebula.draw(still ? STILL_TIME_S : nowMs / 1000, width, height);
      if (!still && !document.hidden) frame = window.requestAnimationFrame(render);
    };
    const onVisibility = () => {
      window.cancelAnimationFrame(frame);
      if (!document.hidden) frame = window.requestAnimationFrame(render);
    };
    const onResize = () => {
      if (still) render(0);
    };
    const onLost = (event: Event) => {
      event.preventDefault();
      window.cancelAnimationFrame(frame);
      console.warn('Duel background lost its WebGL context: using the CSS gradient.');
      setFailed(true);
    };
    frame = window.requestAnimationFrame(render);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('resize', onResize);
    canvas.addEventListener('webglcontextlost', onLost);
    return () => {
      window.cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('resize', onResize);
      canvas.removeEventListener('webglcontextlost', onLost);
      nebula.dispose();
    };
  }, []);

  return (
    <div className="duel-backdrop" aria-hidden="true">
      {!failed && <canvas ref={canvasRef} className="duel-backdrop__canvas" />}
    </div>
  );
}
