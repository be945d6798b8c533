// The employee debug panel (spec section 6: 'Employees see a signal-debugger area'): a complementary
// region docked at the bottom right, collapsible, listing each area's build on this page with its
// load, the builds it could be switched to (each with a signed override link to copy), the last
// bus events and the events the page logged. Not modal: the page stays usable beside it.

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  AREA_LABEL,
  DEBUG_PANEL_LIMITS,
  type DebugAreaVersions,
  type DebugBuild,
  type DebugVersions,
  REMOTE_NAMES,
  type RemoteDescriptor,
  type RemoteLoadReport,
  type RemoteName,
} from 'shared-contracts';
import { viewportSize } from 'page-runtime';
import type { DebugClient } from './debugClient';
import type { DebugRecorder } from './debugRecorder';
import { clockTime, loadText, loggedEventName, loggedEventSummary } from './debugText';
import styles from './DebugPanel.module.css';

export interface DebugPanelProps {
  /** The builds the document named for this page. */
  remotes: readonly RemoteDescriptor[];
  recorder: Pick<DebugRecorder, 'snapshot' | 'subscribe'>;
  client: DebugClient;
  /** This site's origin, for links that can be pasted anywhere. */
  origin: string;
  copy: (text: string) => Promise<void>;
}

type VersionsState = { status: 'loading' } | { status: 'ready'; versions: DebugVersions } | { status: 'failed'; message: string };

type CopyState =
  | { status: 'working' }
  | { status: 'copied'; link: string }
  | { status: 'unsent'; link: string; message: string }
  | { status: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Try again.');

function roleText(build: DebugBuild, area: DebugAreaVersions): string | null {
  if (build.role === 'stable') return 'stable';
  if (build.role === 'canary') return `canary, ${area.canaryShare} %`;
  return null;
}

export function DebugPanel({ remotes, recorder, client, origin, copy }: DebugPanelProps) {
  const snapshot = useSyncExternalStore(recorder.subscribe, recorder.snapshot);
  const [expanded, setExpanded] = useState(true);
  const [versions, setVersions] = useState<VersionsState>({ status: 'loading' });
  const [copies, setCopies] = useState<ReadonlyMap<string, CopyState>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  const [attempt, setAttempt] = useState(0);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    client.versions().then(
      (answer) => live && setVersions({ status: 'ready', versions: answer }),
      (error: unknown) => live && setVersions({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);

  const retry = () => {
    setVersions({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  // The page makes room for the panel (beside it on a wide screen, under it on a narrow one: the
  // shell's .site-main), so it covers none of the page's controls, open or folded.
  useEffect(() => {
    const element = panel.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      // Its own size and the gap it keeps from the window's edge (its CSS: right and bottom).
      const box = element.getBoundingClientRect();
      const view = viewportSize();
      root.style.setProperty('--pb-debug-panel-inline', `${Math.ceil(view.width - box.left)}px`);
      root.style.setProperty('--pb-debug-panel-block', `${Math.ceil(view.height - box.top)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--pb-debug-panel-inline');
      root.style.removeProperty('--pb-debug-panel-block');
    };
  }, []);

  // Escape, with focus in the panel, folds it away and leaves focus on its toggle.
  useEffect(() => {
    const element = panel.current;
    if (!element || !expanded) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setExpanded(false);
      toggle.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [expanded]);

  const setCopy = (key: string, state: CopyState) => setCopies((now) => new Map(now).set(key, state));

  const copyLink = async (remote: RemoteName, version: string) => {
    const key = `${remote}@${version}`;
    setCopy(key, { status: 'working' });
    let link: string;
    try {
      link = `${origin}${(await client.overrideLink({ remote, version })).link}`;
    } catch (error) {
      setCopy(key, { status: 'failed', message: messageOf(error) });
      setAnnouncement(`Could not make the override link for ${key}: ${messageOf(error)}`);
      return;
    }
    try {
      await copy(link);
      setCopy(key, { status: 'copied', link });
      setAnnouncement(`Copied the override link for ${key}.`);
    } catch (error) {
      setCopy(key, { status: 'unsent', link, message: `Not copied (${messageOf(error)}): copy it from the box.` });
      setAnnouncement(`The override link for ${key} is in the box below its button; it could not be copied.`);
    }
  };

  const lastLoad = (remote: RemoteName): RemoteLoadReport | undefined => snapshot.loads.findLast((load) => load.remote === remote);

  return (
    <aside ref={panel} className={styles.panel} aria-labelledby={titleId} data-expanded={expanded}>
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          Debug panel
        </h2>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Hide' : 'Show'}
        </button>
      </div>
      <div id={bodyId} className={styles.body} hidden={!expanded}>
        <section className={styles.section} aria-labelledby={`${bodyId}-areas`}>
          <div className={styles.sectionHead}>
            <h3 id={`${bodyId}-areas`} className={styles.heading}>
              Areas
            </h3>
            <a className={styles.clear} href="/?pb-override=clear">
              Clear my overrides
            </a>
          </div>
          {versions.status === 'failed' && (
            <div className={styles.error} role="alert">
              <p className={styles.errorText}>Could not list the builds: {versions.message}</p>
              <button type="button" className={styles.small} onClick={retry}>
                Try again
              </button>
            </div>
          )}
          <ul className={styles.areas}>
            {REMOTE_NAMES.map((remote) => {
              const onPage = remotes.find((r) => r.name === remote);
              const load = lastLoad(remote);
              const loaded = load?.version ?? onPage?.version;
              const area = versions.status === 'ready' ? versions.versions.areas.find((a) => a.remote === remote) : undefined;
              const others = area?.builds.filter((build) => build.version !== loaded) ?? [];
              return (
                <li key={remote} className={styles.area} data-remote={remote}>
                  <p className={styles.areaName}>
                    {AREA_LABEL[remote]} <code className={styles.code}>{remote}</code>
                    {area?.killed && <span className={styles.badge}>switched off</span>}
                  </p>
                  <dl className={styles.pairs}>
                    <div className={styles.pair}>
                      <dt>Version</dt>
                      <dd>
                        <code className={styles.code}>{loaded ?? 'none'}</code>
                      </dd>
                    </div>
                    <div className={styles.pair}>
                      <dt>Load</dt>
                      <dd className={load && !load.ok ? styles.failed : undefined}>{loadText(load, onPage !== undefined)}</dd>
                    </div>
                  </dl>
                  {versions.status === 'loading' && <p className={styles.muted}>Looking up other builds…</p>}
                  {area && others.length === 0 && <p className={styles.muted}>No other build of this area is registered.</p>}
                  {area && others.length > 0 && (
                    <ul className={styles.builds} aria-label={`Builds ${AREA_LABEL[remote]} could be switched to`}>
                      {others.map((build) => {
                        const key = `${remote}@${build.version}`;
                        const state = copies.get(key);
                        const role = roleText(build, area);
                        const label =
                          state?.status === 'copied' ? 'Copied' : state?.status === 'working' ? 'Making the link…' : 'Copy override link';
                        const link = state?.status === 'copied' || state?.status === 'unsent' ? state.link : null;
                        return (
                          <li key={build.version} className={styles.build}>
                            <p className={styles.buildName}>
                              <code className={styles.code}>{build.version}</code>
                              {role && <span className={styles.badge}>{role}</span>}
                            </p>
                            <p className={styles.muted}>
                              Deployed {new Date(build.deployedAt).toLocaleString()} by {build.deployedBy}
                            </p>
                            <button
                              type="button"
                              className={styles.small}
                              aria-label={`${label} for ${key}`}
                              disabled={state?.status === 'working'}
                              onClick={() => void copyLink(remote, build.version)}
                            >
                              {label}
                            </button>
                            {link && (
                              <input
                                className={styles.link}
                                readOnly
                                value={link}
                                aria-label={`Override link for ${key}`}
                                onFocus={(event) => event.currentTarget.select()}
                              />
                            )}
                            {state?.status === 'unsent' && <p className={styles.errorText}>{state.message}</p>}
                            {state?.status === 'failed' && <p className={styles.errorText}>{state.message}</p>}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby={`${bodyId}-events`}>
          <h3 id={`${bodyId}-events`} className={styles.heading}>
            Bus events <span className={styles.muted}>(last {DEBUG_PANEL_LIMITS.events}, newest first)</span>
          </h3>
          {snapshot.events.length === 0 ? (
            <p className={styles.muted}>No bus events yet.</p>
          ) : (
            <ol className={styles.log} aria-label="Bus events">
              {snapshot.events.map((event) => (
                <li key={event.id} className={styles.entry}>
                  <time className={styles.time} dateTime={new Date(event.at).toISOString()}>
                    {clockTime(event.at)}
                  </time>{' '}
                  <code className={styles.code}>{event.name}</code>
                  {event.summary && <span className={styles.summary}>{event.summary}</span>}
                </li>
              ))}
            </ol>
          )}
        </section>

        <section className={styles.section} aria-labelledby={`${bodyId}-logged`}>
          <h3 id={`${bodyId}-logged`} className={styles.heading}>
            Impressions and clicks logged <span className={styles.muted}>(last {DEBUG_PANEL_LIMITS.logged}, newest first)</span>
          </h3>
          {snapshot.logged.length === 0 ? (
            <p className={styles.muted}>Nothing logged yet.</p>
          ) : (
            <ol className={styles.log} aria-label="Logged impressions and clicks">
              {snapshot.logged.map((event, index) => (
                <li key={index} className={styles.entry}>
                  {event.time && (
                    <>
                      <time className={styles.time} dateTime={event.time}>
                        {clockTime(event.time)}
                      </time>{' '}
                    </>
                  )}
                  <code className={styles.code}>{loggedEventName(event)}</code>
                  <span className={styles.summary}>{loggedEventSummary(event)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      <p className="pb-visually-hidden" role="status">
        {announcement}
      </p>
    </aside>
  );
}
