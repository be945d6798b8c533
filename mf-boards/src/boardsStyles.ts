// The boards area's styles, added to the document once when it first renders. The area owns its
// look, so a deploy of boards changes it without a shell release.

import { useInsertionEffect } from 'react';

const STYLE_ID = 'mf-boards-styles';

export const BOARDS_CSS = `
.profile-head { display: grid; justify-items: center; gap: 4px; text-align: center; }
.profile-head img { border-radius: 50%; }
.profile-head p { margin: 0; color: #5f5f5f; }
.profile-tabs { display: flex; gap: 8px; justify-content: center; margin: 16px 0; }
.profile-tabs a { padding: 8px 12px; border-radius: 16px; color: #111; font-weight: 600; text-decoration: none; }
.profile-tabs a[aria-current="page"] { background: #111; color: #fff; }
.board-tools { display: flex; flex-wrap: wrap; gap: 12px; align-items: end; justify-content: flex-end; margin: 8px 0 16px; }
.board-tools label { display: grid; gap: 4px; font-size: 14px; font-weight: 600; }
.board-tools select { min-height: 40px; padding: 0 8px; border-radius: 8px; font: inherit; }
.board-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 24px 16px; margin: 0; padding: 0; list-style: none; }
.board-card a { display: block; color: inherit; text-decoration: none; }
.board-card__cover { display: grid; grid-template-columns: 2fr 1fr; grid-template-rows: 1fr 1fr; gap: 2px; aspect-ratio: 3 / 2; border-radius: 16px; overflow: hidden; background: #efefef; }
.board-card__cover img { width: 100%; height: 100%; object-fit: cover; display: block; }
.board-card__cover img:first-child { grid-row: span 2; }
.board-card h2 { margin: 8px 0 0; font-size: 16px; }
.board-card p { margin: 2px 0 0; font-size: 12px; color: #5f5f5f; }
.board-badge { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 8px; background: #efefef; color: #111; font-size: 12px; font-weight: 600; }
.board-head { text-align: center; }
.board-head p { margin: 4px 0; color: #5f5f5f; }
.board-actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; margin: 12px 0; }
.board-sections { display: flex; flex-wrap: wrap; gap: 12px; margin: 16px 0; padding: 0; list-style: none; }
.board-sections a { display: block; padding: 8px 16px; border-radius: 16px; background: #efefef; color: #111; font-weight: 600; text-decoration: none; }
.board-sections small { display: block; font-weight: 400; color: #5f5f5f; }
.bulk-bar { position: sticky; top: 64px; z-index: 5; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: center; padding: 8px; background: #fff; border-bottom: 1px solid #ddd; }
.bulk-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px; margin: 16px 0; padding: 0; list-style: none; }
.bulk-pin label { position: relative; display: block; border-radius: 16px; overflow: hidden; cursor: pointer; }
.bulk-pin img { display: block; width: 100%; height: 200px; object-fit: cover; }
.bulk-pin input { position: absolute; top: 8px; left: 8px; width: 24px; height: 24px; }
.bulk-pin--selected label { outline: 4px solid #0074e8; outline-offset: -4px; }
.bulk-pin span { display: block; padding: 4px 8px; font-size: 13px; }
.board-form { display: grid; gap: 8px; text-align: left; }
.board-form label { font-weight: 600; }
.board-form input:not([type="checkbox"]), .board-form textarea { width: 100%; padding: 10px 12px; border: 1px solid #767676; border-radius: 12px; font: inherit; box-sizing: border-box; }
.board-form input[aria-invalid="true"] { border-color: #b60000; }
.board-form__secret { display: flex; gap: 8px; align-items: center; font-weight: 400 !important; }
.board-form__actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 8px; }
.form-error { margin: 0; color: #b60000; font-weight: 600; }
.board-picker { width: min(420px, calc(100vw - 32px)); text-align: left; }
.board-picker__head { display: flex; justify-content: space-between; align-items: center; }
.board-picker__head h2 { margin: 0; font-size: 20px; }
.board-picker__pin { display: block; margin: 8px auto; border-radius: 12px; }
.board-picker__search input { width: 100%; margin: 8px 0; padding: 10px 12px; border: 1px solid #767676; border-radius: 20px; font: inherit; box-sizing: border-box; }
.board-picker__list { max-height: 320px; margin: 0; padding: 0; overflow: auto; list-style: none; }
.board-picker__row { display: flex; flex-wrap: wrap; align-items: center; }
.board-picker__board { flex: 1; display: flex; gap: 12px; align-items: center; min-height: 56px; padding: 4px 8px; border: 0; border-radius: 12px; background: none; font: inherit; font-weight: 600; text-align: left; cursor: pointer; color: #111; }
.board-picker__board:hover, .board-picker__board:focus-visible { background: #efefef; }
.board-picker__board img, .board-picker__blank { width: 48px; height: 48px; border-radius: 8px; object-fit: cover; background: #efefef; flex: none; }
.board-picker__secret { margin-left: auto; font-size: 12px; color: #5f5f5f; }
.board-picker__sections { flex-basis: 100%; margin: 0 0 8px 60px; padding: 0; list-style: none; }
.board-picker__sections button { width: 100%; min-height: 40px; padding: 4px 8px; border: 0; border-radius: 8px; background: none; font: inherit; text-align: left; cursor: pointer; color: #111; }
.board-picker__sections button:hover, .board-picker__sections button:focus-visible { background: #efefef; }
.board-picker__foot { display: flex; flex-wrap: wrap; gap: 8px; justify-content: space-between; margin-top: 12px; }
.icon-button { width: 36px; height: 36px; border: 0; border-radius: 50%; background: #efefef; color: #111; font: inherit; font-size: 18px; cursor: pointer; }
.collaborators { margin: 0; padding: 0; list-style: none; }
.collaborators li { display: flex; gap: 12px; align-items: center; padding: 8px 0; }
.collaborators li span { flex: 1; }
.edit-page { max-width: 520px; margin: 0 auto; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

export function useBoardsStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = BOARDS_CSS;
    document.head.appendChild(style);
  }, []);
}
