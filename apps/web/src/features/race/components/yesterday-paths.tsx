import type { RacePaths, RacePathStep } from '@alchemy/contracts';
import { formatRaceTime } from '@alchemy/game-rules';
import { Spinner } from '@/components/ui/spinner';
import { useRacePaths } from '../api/get-race-paths';
import { dayBefore, readableDay } from '../race-time';
import {
  CRAFT_FIZZLED,
  craftsText,
  SHORTEST_PATH,
  YESTERDAY_NONE,
  YESTERDAY_TITLE,
} from '../race-texts';

/**
 * Yesterday's race opened: its target, its starting items, the shortest path and the top
 * three's paths, craft by craft with names and pictures. A friendly line on the first day.
 */
export function YesterdayPaths({ today }: { today: string }) {
  const day = dayBefore(today);
  const paths = useRacePaths(day);
  return (
    <section className="race-yesterday" aria-labelledby="race-yesterday-title">
      <h2 id="race-yesterday-title" className="race-section-title">
        {YESTERDAY_TITLE}
        {day && <span className="race-section-title__sub">{readableDay(day)}</span>}
      </h2>
      {paths.isPending ? (
        <div className="race-board__state">
          <Spinner label="Loading yesterday’s race" size={28} />
        </div>
      ) : paths.data ? (
        <OpenedRace paths={paths.data} />
      ) : (
        <p className="race-yesterday__none">{YESTERDAY_NONE}</p>
      )}
    </section>
  );
}

function OpenedRace({ paths }: { paths: RacePaths }) {
  return (
    <div className="race-yesterday__body">
      <p className="race-yesterday__target">
        <img src={paths.target.imageUrl} alt="" width={40} height={40} />
        <span>
          The target was <strong>{paths.target.name}</strong>, from{' '}
          {paths.start.map((item, index) => (
            <span key={item.name}>
              {index > 0 && (index === paths.start.length - 1 ? ' and ' : ', ')}
              {item.quantity} {item.name}
            </span>
          ))}
          .
        </span>
      </p>
      <h3 className="race-yesterday__heading">
        {SHORTEST_PATH}: {craftsText(paths.shortest.length)}
      </h3>
      <Steps steps={paths.shortest} label={SHORTEST_PATH} />
      {paths.top.length > 0 && <h3 className="race-yesterday__heading">Top three</h3>}
      {paths.top.map((player) => (
        <details key={player.rank} className="race-top">
          <summary className="race-top__summary">
            <span className="race-row__rank">{player.rank}</span>
            <img
              className="race-row__avatar"
              src={player.avatarUrl}
              alt=""
              width={32}
              height={32}
              loading="lazy"
            />
            <span className="race-top__name">{player.name}</span>
            <span className="race-top__score">
              {craftsText(player.crafts)} · {formatRaceTime(player.timeMs)}
            </span>
          </summary>
          <Steps steps={player.steps} label={`${player.name}’s path`} />
        </details>
      ))}
    </div>
  );
}

function Steps({ steps, label }: { steps: RacePathStep[]; label: string }) {
  return (
    <ol className="race-steps" aria-label={label}>
      {steps.map((step, index) => (
        <li key={index} className="race-step">
          <span className="race-step__number" aria-hidden="true">
            {index + 1}
          </span>
          <PathItem item={step.one} />
          <span className="race-step__op" aria-hidden="true">
            +
          </span>
          <span className="sr-only"> with </span>
          <PathItem item={step.two} />
          <span className="race-step__op" aria-hidden="true">
            →
          </span>
          <span className="sr-only"> made </span>
          {step.made ? (
            <PathItem item={step.made} made />
          ) : (
            <span className="race-step__item race-step__item--none">{CRAFT_FIZZLED}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

function PathItem({
  item,
  made = false,
}: {
  item: { name: string; imageUrl: string };
  made?: boolean;
}) {
  return (
    <span className={made ? 'race-step__item race-step__item--made' : 'race-step__item'}>
      <img src={item.imageUrl} alt="" width={28} height={28} loading="lazy" />
      <span>{item.name}</span>
    </span>
  );
}
