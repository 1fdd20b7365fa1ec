import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { bannerBackground } from '../../model/banner-themes';
import type { Banner } from '../../contract/content';
import { useCss } from '../../ui/styled';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

export const BANNER_INTERVAL_MS = 5000;


const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Banner carousel: advances every 5 s, pauses while the pointer or the keyboard focus is on it (and never
 * moves by itself for users who asked for reduced motion); previous/next and one dot per slide are buttons.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const css = useCss();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const current = count ? index % count : 0;
  const paused = hovered || focused;

  useEffect(() => {
    if (count < 2 || paused || reducedMotion()) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(id);
  }, [count, paused]);

  const go = (i: number) => setIndex((i + count) % count);

  const cls = css`
    position: relative; height: 100%; min-height: 300px; overflow: hidden; border-radius: 8px; color: #fff;
    .slide { position: absolute; inset: 0; display: flex; flex-direction: column; justify-content: center; gap: 12px; padding: 0 64px; color: #fff; text-decoration: none; opacity: 0; visibility: hidden; transition: opacity .5s, visibility .5s; overflow: hidden; }
    .slide[data-active='true'] { opacity: 1; visibility: visible; }
    .slide::before, .slide::after { content: ''; position: absolute; border-radius: 50%; background: rgba(255,255,255,.1); }
    .slide::before { width: 320px; height: 320px; right: -60px; top: -90px; }
    .slide::after { width: 200px; height: 200px; right: 140px; bottom: -110px; }
    .slide:focus-visible { outline: 3px solid #fff; outline-offset: -6px; }
    .title { font-size: clamp(24px, 2.6vw, 32px); font-weight: 800; letter-spacing: 2px; margin: 0; }
    .subtitle { font-size: 16px; opacity: .92; margin: 0; }
    .cta { align-self: flex-start; margin-top: 8px; padding: 6px 18px; border-radius: 18px; background: rgba(255,255,255,.2); border: 1px solid rgba(255,255,255,.6); font-size: 14px; }
    .arrow { position: absolute; top: 50%; transform: translateY(-50%); width: 36px; height: 56px; border: none; border-radius: 4px; background: rgba(0,0,0,.18); color: #fff; font-size: 26px; cursor: pointer; opacity: 0; transition: opacity .2s; z-index: 2; }
    &:hover .arrow, .arrow:focus-visible { opacity: 1; }
    .arrow:focus-visible { outline: 2px solid #fff; }
    .prev { left: 8px; } .next { right: 8px; }
    .dots { position: absolute; left: 0; right: 0; bottom: 14px; display: flex; justify-content: center; gap: 8px; z-index: 2; }
    .dot { width: 22px; height: 6px; padding: 0; border-radius: 3px; border: none; background: rgba(255,255,255,.45); cursor: pointer; }
    .dot[aria-current='true'] { background: #fff; width: 32px; }
    .dot:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
    /* A narrow element (widgets/WidgetRoot's query container): a 44 px touch target around the same small bar. */
    @container (max-width: 479px) {
      .dots { bottom: 0; gap: 4px; }
      .dot, .dot[aria-current='true'] { position: relative; width: 36px; height: 44px; background: none; }
      .dot::before { content: ''; position: absolute; left: 4px; right: 4px; top: 19px; height: 6px; border-radius: 3px; background: rgba(255,255,255,.45); }
      .dot[aria-current='true']::before { background: #fff; }
    }
  `;

  if (count === 0) {
    return (
      <section className={cls} aria-label="推荐活动" style={{ background: bannerBackground('green') }}>
        <div className="slide" data-active="true">
          <p className="title">正品药品 一站采购</p>
          <p className="subtitle">面向诊所、药店与医疗机构的医药批发平台</p>
        </div>
      </section>
    );
  }
  return (
    <section
      className={cls}
      aria-label="推荐活动"
      aria-roledescription="carousel"
      data-testid="banner-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={paused ? 'polite' : 'off'}>
        {banners.map((b, i) => (
          <Link
            key={b.banner_id}
            href={b.url}
            className="slide"
            data-active={i === current}
            data-testid="banner-slide"
            aria-roledescription="slide"
            aria-hidden={i !== current}
            tabIndex={i === current ? 0 : -1}
            style={{ background: bannerBackground(b.theme, b.picture) }}
          >
            <VisuallyHidden>{`第${i + 1}张，共${count}张：`}</VisuallyHidden>
            <p className="title">{b.title}</p>
            <p className="subtitle">{b.subtitle}</p>
            <span className="cta">立即查看 ›</span>
          </Link>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="arrow prev" aria-label="上一张" onClick={() => go(current - 1)}>
            ‹
          </button>
          <button type="button" className="arrow next" aria-label="下一张" onClick={() => go(current + 1)}>
            ›
          </button>
          <div className="dots">
            {banners.map((b, i) => (
              <button
                key={b.banner_id}
                type="button"
                className="dot"
                aria-label={`第${i + 1}张：${b.title}`}
                aria-current={i === current}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
