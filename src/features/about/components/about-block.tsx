import type { AboutInfo } from '../../../../contract/about';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { toDateTime } from '../../../lib/date-format';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { aboutInfoResource } from '../about-data';
import { CollectionBlock } from './collection-block';
import { FloorsBlock, type RoomHours } from './floors-block';
import { HistoryBlock } from './history-block';
import { OrganizationBlock } from './organization-block';
import { PagesBlock } from './pages-block';
import { ColoursBlock, SymbolBlock } from './symbol-block';
import { TimelapseBlock } from './timelapse-block';
import { BuildBlock, LicencesBlock } from './version-blocks';
import '../about.css';

/** The parts a CMS page may ask for with `{{about:…}}` (docs/architecture.md "About the library"). */
export const ABOUT_BLOCK_PARTS = ['organization', 'history', 'floors', 'collection', 'symbol', 'colours', 'timelapse', 'pages', 'build', 'licences'] as const;

/** Parts that show figures kept on the device: they say when they were fetched. */
const DATED = new Set(['organization', 'floors', 'collection', 'history']);

export interface AboutBlockProps {
  args: readonly string[];
  /** The route loader's answer of selectaboutinfo; the block follows newer stored copies. */
  initial: Loaded<AboutInfo>;
  /** A facts room's hours in lines (the library's facts, given by the route). */
  roomHours: RoomHours;
  buildId: string;
}

function DataPart({ part, info, roomHours }: { part: string; info: AboutInfo; roomHours: RoomHours }) {
  switch (part) {
    case 'organization':
      return <OrganizationBlock teams={info.TEAMS} />;
    case 'history':
      return <HistoryBlock items={info.HISTORY} />;
    case 'floors':
      return <FloorsBlock floors={info.FLOORS} roomHours={roomHours} />;
    case 'collection':
      return <CollectionBlock collection={info.COLLECTION} />;
    case 'symbol':
      return <SymbolBlock colours={info.COLOURS} />;
    case 'colours':
      return <ColoursBlock colours={info.COLOURS} />;
    case 'timelapse':
      return <TimelapseBlock stages={info.STAGES} />;
    default:
      return null;
  }
}

/** One `{{about:part}}` block; an unknown part draws nothing (as ContentView leaves out unknown blocks). */
export function AboutBlock({ args, initial, roomHours, buildId }: AboutBlockProps) {
  const part = args[0] ?? '';
  const loaded = useLoaded(aboutInfoResource, {}, initial);
  if (part === 'pages') return <PagesBlock />;
  if (part === 'build') return <BuildBlock buildId={buildId} />;
  if (part === 'licences') return <LicencesBlock />;
  if (!(ABOUT_BLOCK_PARTS as readonly string[]).includes(part)) return null;
  if (loaded.kind !== 'data') return <p className="notice">{koAbout.unavailable}</p>;
  return (
    <>
      <DataPart part={part} info={loaded.data} roomHours={roomHours} />
      {DATED.has(part) ? (
        <p className="about-updated">
          <time dateTime={new Date(loaded.fetchedAt).toISOString()}>{koAbout.updated(toDateTime(loaded.fetchedAt))}</time>
        </p>
      ) : null}
    </>
  );
}
