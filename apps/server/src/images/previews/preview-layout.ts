/** The layout of a link's preview picture, by its kind. */
import type { LinkPreview } from '../../services/link-preview-service';
import { invitePreview } from './invite-preview';
import { playerPreview } from './player-preview';
import type { PreviewElement } from './preview-node';
import { racePreview } from './race-preview';
import { replayPreview } from './replay-preview';

export function previewLayout(preview: LinkPreview): PreviewElement {
  switch (preview.kind) {
    case 'invite':
      return invitePreview(preview.subject);
    case 'replay':
      return replayPreview(preview.subject);
    case 'race':
      return racePreview(preview.subject);
    case 'player':
      return playerPreview(preview.subject);
  }
}
