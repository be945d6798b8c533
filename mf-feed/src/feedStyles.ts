// The feed area's styles, added to the document once when it first renders. The area owns its
// look, so a deploy of the feed changes it without a shell release.

import { useInsertionEffect } from 'react';

const STYLE_ID = 'mf-feed-styles';

export const FEED_CSS = `
.pin-grid { position: relative; margin: 16px 0; }
.pin-card { position: absolute; left: 0; top: 0; border-radius: 16px; contain: layout style; outline-offset: 2px; }
.pin-card:focus-visible { outline: 3px solid #0074e8; }
.pin-card__media { position: relative; border-radius: 16px; overflow: hidden; }
.pin-card__image-link, .pin-card__image-link img { display: block; width: 100%; height: 100%; }
.pin-card__image-link img { object-fit: cover; }
.pin-card--highlight .pin-card__media { box-shadow: 0 0 0 3px #0074e8; }
.pin-card__badge { position: absolute; left: 8px; bottom: 8px; padding: 2px 8px; border-radius: 12px; background: rgba(0,0,0,0.7); color: #fff; font-size: 12px; font-weight: 700; line-height: 20px; }
.pin-card__hover { position: absolute; inset: 0; display: flex; flex-direction: column; justify-content: space-between; padding: 8px; opacity: 0; transition: opacity 0.12s; pointer-events: none; }
.pin-card__hover button, .pin-card__hover a { pointer-events: auto; }
.pin-card--desktop:hover .pin-card__hover, .pin-card--desktop:focus-within .pin-card__hover { opacity: 1; background: rgba(0,0,0,0.25); }
.pin-card--hover:not(.pin-card--desktop) .pin-card__hover { opacity: 1; }
.pin-card__primary { display: flex; gap: 8px; align-items: center; justify-content: flex-end; }
.pin-card__saved { margin-right: auto; max-width: 55%; padding: 4px 10px; border-radius: 16px; background: rgba(255,255,255,0.92); color: #111; font-size: 13px; font-weight: 600; text-decoration: none; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.pin-card__actions { display: flex; gap: 8px; align-items: center; justify-content: flex-end; }
.pin-save { min-height: 48px; min-width: 70px; position: relative; z-index: 1; }
.pin-save--saved { background: #111; color: #fff; }
.pin-card__domain { margin-right: auto; max-width: 60%; padding: 4px 10px; border-radius: 16px; background: rgba(255,255,255,0.92); color: #111; font-size: 13px; font-weight: 600; text-decoration: none; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.icon-button { width: 36px; height: 36px; border: 0; border-radius: 50%; background: rgba(255,255,255,0.92); color: #111; font: inherit; font-size: 18px; cursor: pointer; }
.pin-menu { position: relative; }
.pin-menu__list { position: absolute; right: 0; bottom: 44px; z-index: 3; min-width: 160px; margin: 0; padding: 8px; list-style: none; background: #fff; border-radius: 16px; box-shadow: 0 4px 16px rgba(0,0,0,0.2); }
.pin-menu__list button { display: block; width: 100%; padding: 8px 12px; border: 0; border-radius: 8px; background: none; font: inherit; font-weight: 600; text-align: left; cursor: pointer; color: #111; }
.pin-menu__list button:hover, .pin-menu__list button:focus-visible { background: #efefef; }
.pin-card__title, .pin-card__price, .pin-card__footer { margin: 0; padding: 0 4px; font-size: 14px; line-height: 22px; }
.pin-card__title { display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; font-weight: 600; overflow-wrap: anywhere; }
.pin-card__price { display: flex; gap: 8px; font-weight: 700; }
.pin-card__price del { color: #5f5f5f; font-weight: 400; }
.pin-card__footer { display: flex; gap: 6px; align-items: center; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: #333; }
.pin-card__footer img { border-radius: 50%; flex: none; }
.pin-card__feedback, .pin-card__unavailable { height: 100%; padding: 16px; border-radius: 16px; background: #efefef; overflow: auto; font-size: 14px; }
.pin-card__feedback-title, .pin-card__unavailable-title { margin-top: 0; font-weight: 700; font-size: 16px; }
.pin-card__feedback-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.shopping-indicator { position: absolute; left: 8px; top: 8px; display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: 50%; background: #fff; color: #111; opacity: 0; transition: opacity 0.25s; }
.shopping-indicator--visible { opacity: 0.9; }
.carousel-arrow { position: absolute; top: 50%; z-index: 2; width: 32px; height: 32px; margin-top: -16px; border: 0; border-radius: 50%; background: rgba(255,255,255,0.92); font-size: 20px; cursor: pointer; }
.carousel-arrow--previous { left: 8px; }
.carousel-arrow--next { right: 8px; }
.carousel-dots { position: absolute; bottom: 8px; left: 0; right: 0; display: flex; gap: 4px; justify-content: center; }
.carousel-dot { width: 6px; height: 6px; border-radius: 50%; background: rgba(255,255,255,0.6); }
.carousel-dot--current { background: #fff; }
.pin-grid__status { min-height: 48px; text-align: center; color: #5f5f5f; }
.share-dialog input { display: block; width: 100%; margin-top: 4px; padding: 8px; border: 1px solid #767676; border-radius: 8px; font: inherit; }
.share-dialog__actions { display: flex; gap: 8px; justify-content: center; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

export function useFeedStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = FEED_CSS;
    document.head.appendChild(style);
  }, []);
}
