/**
 * The duel's background: a slow arcane nebula drawn by one fragment shader over a
 * full-screen triangle. WebGL 1 so it runs on old phones; every failure returns null and
 * the caller falls back to the CSS gradient under the canvas (the failure is only logged).
 * It runs in a worker (nebula-worker.ts) on an OffscreenCanvas, off the page's main thread.
 */

const VERTEX = `
attribute vec2 a_position;
void main() { gl_Position = vec4(a_position, 0.0, 1.0); }
`;

// Domain-warped fractal noise, swirled around the centre, in the theme's indigo, violet
// and teal; a gold glint where the folds meet.
const FRAGMENT = `
precision mediump float;
uniform vec2 u_resolution;
uniform float u_time;

float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }
float noise(vec2 p) {
  vec2 i = floor(p); vec2 f = fract(p);
  vec2 u = f * f * (3.0 - 2.0 * f);
  return mix(mix(hash(i), hash(i + vec2(1.0, 0.0)), u.x),
             mix(hash(i + vec2(0.0, 1.0)), hash(i + vec2(1.0, 1.0)), u.x), u.y);
}
float fbm(vec2 p) {
  float v = 0.0; float a = 0.5;
  for (int i = 0; i < 5; i++) { v += a * noise(p); p = p * 2.03 + 17.0; a *= 0.5; }
  return v;
}
void main() {
  vec2 uv = (gl_FragCoord.xy - 0.5 * u_resolution) / min(u_resolution.x, u_resolution.y);
  float t = u_time * 0.04;
  float r = length(uv);
  float angle = atan(uv.y, uv.x) + t * 2.0 + 1.5 / (r + 0.6);
  vec2 swirl = vec2(cos(angle), sin(angle)) * r;
  vec2 q = vec2(fbm(swirl * 2.0 + t), fbm(swirl * 2.0 - t + 5.2));
  float n = fbm(swirl * 2.5 + q * 2.2 + t * 0.5);
  vec3 deep = vec3(0.05, 0.04, 0.10);
  vec3 violet = vec3(0.36, 0.25, 0.72);
  vec3 teal = vec3(0.15, 0.62, 0.60);
  vec3 gold = vec3(0.85, 0.62, 0.25);
  vec3 color = mix(deep, violet, smoothstep(0.25, 0.85, n));
  color = mix(color, teal, smoothstep(0.55, 0.95, q.x) * 0.45);
  color += gold * pow(smoothstep(0.6, 1.0, n * q.y * 1.6), 3.0) * 0.5;
  color *= smoothstep(1.35, 0.2, r);
  gl_FragColor = vec4(color, 1.0);
}
`;

export interface NebulaRenderer {
  draw(timeS: number, width: number, height: number): void;
  dispose(): void;
}

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader | null {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (gl.getShaderParameter(shader, gl.COMPILE_STATUS)) return shader;
  console.warn('Duel shader failed to compile:', gl.getShaderInfoLog(shader));
  gl.deleteShader(shader);
  return null;
}

/** The renderer, or null when WebGL is missing or the shader does not build. */
export function createNebula(canvas: OffscreenCanvas): NebulaRenderer | null {
  let gl: WebGLRenderingContext | null = null;
  try {
    gl = canvas.getContext('webgl', { antialias: false, depth: false, alpha: false });
  } catch (error) {
    console.info('WebGL unavailable for the duel background', error);
  }
  if (!gl) {
    console.info('WebGL unavailable for the duel background: using the CSS gradient.');
    return null;
  }
  const vertex = compile(gl, gl.VERTEX_SHADER, VERTEX);
  const fragment = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT);
  const program = gl.createProgram();
  if (!vertex || !fragment || !program) return null;
  gl.attachShader(program, vertex);
  gl.attachShader(program, fragment);
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    console.warn('Duel shader failed to link:', gl.getProgramInfoLog(program));
    return null;
  }
  gl.useProgram(program);

  // One triangle larger than the screen covers it with no diagonal seam.
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, 'a_position');
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);
  const resolution = gl.getUniformLocation(program, 'u_resolution');
  const time = gl.getUniformLocation(program, 'u_time');
  const context = gl;

  return {
    draw(timeS, width, height) {
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      context.viewport(0, 0, width, height);
      context.uniform2f(resolution, width, height);
      context.uniform1f(time, timeS);
      context.drawArrays(context.TRIANGLES, 0, 3);
    },
    dispose() {
      context.deleteBuffer(buffer);
      context.deleteProgram(program);
      context.deleteShader(vertex);
      context.deleteShader(fragment);
    },
  };
}
