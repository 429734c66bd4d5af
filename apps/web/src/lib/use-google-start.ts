import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { googleStartUrl, noteGoogleFlow, type GoogleFlow } from './google-flow';

/**
 * A button's way into Google: asks the server for the provider's URL, notes the flow, and
 * leaves for it. `starting` stays true until the page is gone, so the button never looks
 * clickable again in between; coming Back from Google's page (the page restored from the
 * back/forward cache) makes it clickable again.
 */
export function useGoogleStart(flow: GoogleFlow, onError: (error: unknown) => void) {
  const { mutate, reset, isPending, isSuccess } = useMutation({
    mutationFn: () => googleStartUrl(flow),
    onSuccess: (url) => {
      noteGoogleFlow(flow);
      window.location.assign(url);
    },
    onError,
  });

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const starting = isPending || isSuccess;
  return {
    start: () => {
      if (!starting) mutate();
    },
    starting,
  };
}
