import { Link, useSearch } from 'wouter';
import { getHelpPages } from '../../api/content';
import { HOTLINE } from '../../model/constants';
import { helpNav, isBuiltInHelp } from '../../model/help-pages';
import { Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { RichText } from '../content';
import { HelpBlockView } from './HelpBlocks';
import { HELP_CONTENT } from './help-content';
import { helpTopicOf } from './help-topic';

/**
 * /help?name=…: the topic list on the left, the chosen topic (unknown or missing → the first) on the right. A page
 * staff saved in the back office replaces the built-in text of its topic, or is a topic of its own; until the saved
 * pages arrive (or when they cannot be read) the built-in text shows.
 */
export function HelpPage() {
  const css = useCss();
  const asked = new URLSearchParams(useSearch()).get('name') ?? '';
  const { state } = useRemote(() => getHelpPages(), 'help-pages');
  const saved = state.data ?? [];
  const savedPage = saved.find((p) => p.name === asked);
  const waiting = !savedPage && !isBuiltInHelp(asked) && asked !== '' && state.status === 'loading';
  const topic = helpTopicOf(asked);
  const name = savedPage ? savedPage.name : topic.name;
  const builtIn = saved.find((p) => p.name === topic.name);
  const shown = savedPage ?? builtIn;
  const article = HELP_CONTENT[topic.name];
  const cls = css`
    display: grid; grid-template-columns: 200px 1fr; gap: 16px; align-items: start;
    .side { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 8px 0; position: sticky; top: 12px; }
    .side h2 { font-size: 13px; color: ${t.muted}; margin: 10px 18px 4px; font-weight: 600; }
    .side ul { list-style: none; margin: 0; padding: 0; }
    .side a { display: block; padding: 7px 18px 7px 28px; color: ${t.text}; text-decoration: none; border-left: 3px solid transparent; }
    .side a:hover, .side a:focus-visible { color: ${t.primary}; background: ${t.primarySoft}; }
    .side a[aria-current='page'] { color: ${t.primary}; border-left-color: ${t.primary}; background: ${t.primarySoft}; font-weight: 600; }
    .side .hot { margin: 12px 18px 6px; padding-top: 10px; border-top: 1px solid ${t.border}; font-size: 12px; color: ${t.muted}; }
    .side .hot strong { display: block; color: ${t.primary}; font-size: 16px; }
    .topic { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 24px 32px 28px; line-height: 1.8; min-width: 0; }
    .topic h1 { font-size: 22px; margin: 0 0 8px; }
    .lead { color: ${t.muted}; margin: 0 0 8px; font-size: 15px; }
    .topic h2 { font-size: 17px; margin: 24px 0 12px; padding-left: 10px; border-left: 4px solid ${t.primary}; line-height: 1.3; }
    @media (max-width: 760px) { grid-template-columns: 1fr; .side { position: static; } }
  `;
  return (
    <div className={cls}>
      <nav className="side" aria-label="帮助主题">
        {helpNav(saved).map((g) => (
          <div key={g.title}>
            <h2>{g.title}</h2>
            <ul>
              {g.items.map((item) => (
                <li key={item.name}>
                  <Link href={`/help?name=${item.name}`} aria-current={item.name === name ? 'page' : undefined}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="hot">
          客服热线<strong>{HOTLINE}</strong>
        </div>
      </nav>
      {waiting ? (
        <div className="topic">
          <Skeleton rows={3} height={24} />
        </div>
      ) : (
        <article className="topic" aria-labelledby="help-title" data-testid="help-article" data-topic={name} data-saved={shown ? 'true' : undefined}>
          <h1 id="help-title">{shown?.title ?? topic.title}</h1>
          {shown ? (
            <RichText html={shown.content} />
          ) : (
            <>
              <p className="lead">{article.lead}</p>
              {article.sections.map((s, i) => (
                <section key={s.heading ?? i}>
                  {s.heading && <h2>{s.heading}</h2>}
                  {s.blocks.map((b, j) => (
                    <HelpBlockView key={j} block={b} />
                  ))}
                </section>
              ))}
            </>
          )}
        </article>
      )}
    </div>
  );
}
