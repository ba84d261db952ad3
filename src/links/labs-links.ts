import { linkOptions } from '@tanstack/react-router';

/*
 * The experiments' and playground's addresses (spec §2: /library-service/library-experiments/…,
 * /library-service/library-playground/…): each group's page, a lab's page and its two apply steps.
 */

export type LabGroupWord = 'EXPERIMENT' | 'PLAYGROUND';

export function labGroupLink(group: LabGroupWord) {
  return group === 'EXPERIMENT' ? linkOptions({ to: '/library-service/library-experiments' }) : linkOptions({ to: '/library-service/library-playground' });
}

export function labLink(group: LabGroupWord, lab: string) {
  if (group === 'EXPERIMENT') {
    return lab === 'ai-quiz' ? linkOptions({ to: '/library-service/library-experiments/ai-quiz' }) : linkOptions({ to: '/library-service/library-experiments/$lab', params: { lab } });
  }
  return linkOptions({ to: '/library-service/library-playground/$lab', params: { lab } });
}

export function labApplyLink(group: LabGroupWord, lab: string) {
  return group === 'EXPERIMENT'
    ? linkOptions({ to: '/library-service/library-experiments/$lab/apply-01', params: { lab } })
    : linkOptions({ to: '/library-service/library-playground/$lab/apply-01', params: { lab } });
}

export function labConfirmLink(group: LabGroupWord, lab: string, session: number) {
  return group === 'EXPERIMENT'
    ? linkOptions({ to: '/library-service/library-experiments/$lab/apply-02', params: { lab }, search: { session } })
    : linkOptions({ to: '/library-service/library-playground/$lab/apply-02', params: { lab }, search: { session } });
}

/** apply-01's address as text, for /login?returnTo= (a visitor comes back to the first step). */
export function labApplyPath(group: LabGroupWord, lab: string): string {
  return `/library-service/${group === 'EXPERIMENT' ? 'library-experiments' : 'library-playground'}/${encodeURIComponent(lab)}/apply-01`;
}
