import { useState } from 'react';
import type { Popup } from '../../../../contract/popup';
import { COVER_FALLBACK } from '../../../components/ui/cover-fallback';
import { HrefLink } from '../../../components/ui/href-link';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { isInternalPath, isSafeExternalUrl } from '../../../lib/safe-url';

/**
 * One popup image; linked unless POPUP_LINK_USE_YN is N; a broken image shows the grey logo.
 * `waiting`: the image is not asked for yet (its box and name are there), so the first notice's
 * image has the network to itself; `onLoad` says when the image has arrived.
 */
export function PopupSlide({ popup, priority = false, waiting = false, onLoad }: { popup: Popup; priority?: boolean; waiting?: boolean; onLoad?: () => void }) {
  const [broken, setBroken] = useState(false);
  const name = popup.POPUP_TITLE || koPanels.popup.title;
  const image = waiting ? (
    <span className="popup-slide__image" role="img" aria-label={name} />
  ) : (
    <img
      className="popup-slide__image"
      src={broken ? COVER_FALLBACK : popup.POPUP_IMAGE}
      // A notice sent without its title is named by the dialog's title.
      alt={name}
      width={600}
      height={800}
      // The first notice is what a visitor sees first: fetch it before anything else.
      fetchPriority={priority ? 'high' : 'auto'}
      // The other notices wait until the slider brings them near: each image is a document of its
      // own to lay out, and a visitor often closes the popup after the first.
      loading={priority ? 'eager' : 'lazy'}
      onError={() => {
        setBroken(true);
        onLoad?.();
      }}
      onLoad={onLoad}
    />
  );
  const url = popup.POPUP_LINK_URL.trim();
  if (popup.POPUP_LINK_USE_YN === 'N' || url === '') return <div className="popup-slide">{image}</div>;
  if (isInternalPath(url)) {
    return (
      <HrefLink className="popup-slide" href={url}>
        {image}
      </HrefLink>
    );
  }
  if (isSafeExternalUrl(url)) {
    return (
      <a className="popup-slide" href={url} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return <div className="popup-slide">{image}</div>;
}
