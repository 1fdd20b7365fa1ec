import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import type { Category } from '../../contract/catalog';
import { $isOtherProvinces } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** SPEC §2.11 / §6: the category menu is hidden for other-province accounts (company 4). */
export function useCategoryMenuShown(): boolean {
  return !useStore($isOtherProvinces);
}

export const categoryHref = (classId: number) => `/category?ClassID=${classId}`;

/**
 * The two-level category menu: top classes in a column, each one's children in a flyout beside it on hover
 * or keyboard focus, each sub-category with its best-selling generic names (a flyout as wide as its columns). `panel` is always open (home, beside the banners); `dropdown` opens from the
 * "全部商品分类" button of the navigation bar. The caller decides whether it is shown at all
 * (useCategoryMenuShown).
 */
export function CategoryMenu({ classes, variant }: { classes: Category[]; variant: 'panel' | 'dropdown' }) {
  const css = useCss();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  const cls = css`
    position: relative; width: 200px; flex: none;
    .toggle { width: 100%; height: 100%; min-height: 40px; background: ${t.primaryDark}; border: none; color: #fff; font: inherit; font-weight: 600; cursor: pointer; text-align: left; padding: 0 16px; }
    .toggle:focus-visible { outline: 2px solid #fff; outline-offset: -4px; }
    .menu { margin: 0; padding: 6px 0; list-style: none; background: ${t.surface}; color: ${t.text}; box-sizing: border-box; position: relative; }
    &[data-variant='dropdown'] .menu { position: absolute; top: 100%; left: 0; width: 200px; z-index: 30; box-shadow: 0 8px 24px rgba(0,0,0,.12); }
    &[data-variant='panel'] { height: 100%; }
    /* The panel fills the banner's height whatever the number of classes: rows share it. */
    &[data-variant='panel'] .menu { height: 100%; display: flex; flex-direction: column; border-radius: 8px; border: 1px solid ${t.border}; }
    &[data-variant='panel'] .menu > li { flex: 1 1 0; min-height: 0; display: flex; flex-direction: column; }
    &[data-variant='panel'] .menu > li > a { flex: 1; align-items: center; padding-top: 0; padding-bottom: 0; }
    .menu > li > a { display: flex; justify-content: space-between; padding: 7px 16px; color: ${t.text}; text-decoration: none; font-weight: 600; }
    .menu > li > a .arrow { color: ${t.muted}; font-weight: 400; }
    .menu > li:hover > a, .menu > li:focus-within > a { background: ${t.primarySoft}; color: ${t.primary}; }
    /* The flyout: one column per sub-category with its best-selling names, sized to what it holds. */
    .sub { display: none; position: absolute; left: 100%; top: 0; width: max-content; max-width: 696px; box-sizing: border-box; z-index: 31; background: ${t.surface}; box-shadow: 0 8px 24px rgba(0,0,0,.12); padding: 14px 18px; }
    .menu > li:hover > .sub, .menu > li:focus-within > .sub { display: block; }
    .sub .all { display: inline-block; margin-bottom: 10px; color: ${t.primary}; font-weight: 600; text-decoration: none; }
    .sub .cols { display: grid; grid-template-columns: repeat(var(--cols), minmax(120px, 150px)); gap: 12px 18px; }
    .sub .col a { display: block; color: ${t.text}; text-decoration: none; padding: 2px 0; font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .sub .col a.head { font-weight: 600; color: ${t.text}; border-bottom: 1px solid ${t.border}; padding-bottom: 4px; margin-bottom: 4px; }
    .sub .col a.name { color: ${t.muted}; }
    .sub a:hover, .sub a:focus-visible { color: ${t.primary}; }
    .sub a:focus-visible, .menu > li > a:focus-visible { outline: 2px solid ${t.focus}; outline-offset: -2px; }
  `;

  const list = (
    <ul className="menu" data-testid="category-list">
      {classes.map((c) => (
        <li key={c.class_id}>
          <Link href={categoryHref(c.class_id)} onClick={close}>
            {c.class_name}
            <span className="arrow" aria-hidden="true">
              ›
            </span>
          </Link>
          {c.children.length > 0 && (
            <div
              className="sub"
              role="group"
              aria-label={c.class_name}
              data-testid="category-flyout"
              style={{ ['--cols' as string]: Math.min(4, c.children.length) }}
            >
              <Link className="all" href={categoryHref(c.class_id)} onClick={close}>
                全部{c.class_name} ›
              </Link>
              <div className="cols">
                {c.children.map((s) => (
                  <div className="col" key={s.class_id}>
                    <Link className="head" href={categoryHref(s.class_id)} onClick={close}>
                      {s.class_name}
                    </Link>
                    {(s.top ?? []).map((name) => (
                      <Link
                        key={name}
                        className="name"
                        href={`/category?ClassID=${s.class_id}&keyword=${encodeURIComponent(name)}`}
                        onClick={close}
                      >
                        {name}
                      </Link>
                    ))}
                  </div>
                ))}
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  );

  if (variant === 'panel') {
    return (
      <nav className={cls} data-variant="panel" aria-label="商品分类" data-testid="category-menu">
        {list}
      </nav>
    );
  }
  // Hovering already opened it: a mouse click keeps it open; Enter or Space (a click with detail 0) toggles.
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover and Escape around the menu; its toggle button is the keyboard way in
    <div
      ref={rootRef}
      className={cls}
      data-variant="dropdown"
      data-testid="category-menu"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          close();
          buttonRef.current?.focus();
        }
      }}
    >
      <button ref={buttonRef} type="button" className="toggle" aria-expanded={open} onClick={(e) => setOpen((o) => (e.detail === 0 ? !o : true))}>
        ☰ 全部商品分类
      </button>
      {open && classes.length > 0 && list}
    </div>
  );
}
