import { useSearchParams } from 'react-router';
import { BROADCAST_LANGUAGES, type BroadcastLanguage } from '@onair/contracts';

/** The browse page's filters from its address: ?tag= and ?language= (an unknown language is none). */
export function useBrowseFilters(): { tag?: string; language?: BroadcastLanguage } {
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() || undefined;
  const asked = params.get('language');
  const language = BROADCAST_LANGUAGES.find((code) => code === asked);
  return { ...(tag ? { tag } : {}), ...(language ? { language } : {}) };
}
