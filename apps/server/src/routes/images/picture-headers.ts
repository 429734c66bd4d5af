/** How picture answers are sent: SVG, and cacheable for a year when the URL is current. */
import type { FastifyReply } from 'fastify';

export function sendPicture(reply: FastifyReply, svg: string, current: boolean) {
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      // A URL whose version is not the picture's current one gets the current picture,
      // but only for now: the immutable answer belongs to the current URL.
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(svg)
  );
}
