// A pin's picture and content by its content type: image, video, GIF, carousel, story, recipe,
// product and one-tap pins each carry their own fields and draw their own pictures.

import { STORY_VIDEO_BLOCK } from 'shared-contracts/rules';
import { slugify } from '../../text/slugs';
import type { WorldPin, PinContent } from '../../storage/worldImport';
import { PRODUCTS, RECIPES, RECIPE_SITES } from './catalogue';
import type { DemoImages } from './images';
import { I, type InterestDef } from './interests';
import { at, must } from './lookups';
import type { PlanItem } from './pinPlan';
import type { Rng } from './random';
import { businessBrand } from './users';
import { DESCRIPTION_SENTENCES, capitalize } from './wording';

/** An original pin as drawn so far (board, pinner, words), before its content. */
export interface PinDraft {
  pin: WorldPin;
  item: PlanItem;
  def: InterestDef;
  interestId: number;
  pinnerId: number;
  adj: string;
  /** The drawn title, even when the pin shows none. */
  title: string;
  linkTo: (domain: string, path: string) => string;
  defaultLink: () => string;
}

export function addContent(draft: PinDraft, rng: Rng, drawn: DemoImages): void {
  const { pin, item, def, interestId, pinnerId, adj, title, linkTo, defaultLink } = draft;
  const { images, newImage } = drawn;
  const id = pin.id;
  const special = item.special;
  const content = pin.content;

  switch (item.type) {
    case 'image': {
      pin.image = newImage('pin', def.name);
      pin.link = rng.chance(0.85) ? defaultLink() : null;
      break;
    }
    case 'video': {
      const image = newImage('video', def.name);
      pin.image = image;
      // A few seconds: the seed encodes each video (mediaWriter.ts), and its badge tells its real length.
      const duration = rng.int(4, 9) * 1000 + rng.int(0, 999);
      const variant = (name: 'vHLSV4' | 'vHLSV3MOBILE' | 'v720P', width: number) => ({
        url: name === 'v720P' ? `/media/video/${image.signature}/v720P.mp4` : `/media/video/${image.signature}/${name}/index.m3u8`,
        width,
        height: Math.round((image.height * width) / image.width),
        thumbnail: image.signature,
        duration,
      });
      content.videos = {
        vHLSV4: variant('vHLSV4', 720),
        vHLSV3MOBILE: variant('vHLSV3MOBILE', 360),
        v720P: variant('v720P', 720),
      };
      content.embed = { type: 'video', src: content.videos.v720P.url, width: 720, height: content.videos.v720P.height };
      content.videoCaptions = [{ url: `/media/video/${image.signature}/captions.vtt`, lang: 'en', label: 'English' }];
      pin.link = rng.chance(0.5) ? defaultLink() : null;
      break;
    }
    case 'gif': {
      const image = newImage('pin', def.name);
      pin.image = image;
      content.embed = { type: 'gif', src: `/media/gif/${image.signature}.gif`, width: image.width, height: image.height };
      pin.link = rng.chance(0.5) ? defaultLink() : null;
      break;
    }
    case 'carousel': {
      const slotCount = item.slots ?? 3;
      content.carouselSlots = Array.from({ length: slotCount }, (_, k) => {
        const image = newImage('pin', def.name);
        const slotNoun = rng.pick(def.nouns);
        return {
          slotId: `${id}-${k + 1}`,
          title: capitalize(`${rng.pick(def.adjs)} ${slotNoun}`),
          details: `Idea ${k + 1} of ${slotCount}: ${rng.pick(DESCRIPTION_SENTENCES).replace('{adj}', adj).replace('{noun}', slotNoun)}`,
          link: linkTo(rng.pick(def.domains), `${slugify(slotNoun)}-${id}-${k + 1}`),
          imageSignature: image.signature,
        };
      });
      const first = at(content.carouselSlots, 0);
      pin.image = must(images.find((img) => img.signature === first.imageSignature));
      pin.link = first.link;
      break;
    }
    case 'storyPin': {
      const kind = item.story ?? 'static';
      const pageCount = kind === 'single' ? 1 : kind === 'deleted' ? 2 : rng.int(2, 5);
      const pages: NonNullable<PinContent['storyPinData']>['pages'] = [];
      for (let k = 0; k < pageCount; k++) {
        const image = newImage('tall', def.name);
        // 'video' and 'deleted' stories have a video page (the first for one, a later one for the other).
        const isVideo = (kind === 'video' && (k === 0 || rng.chance(0.4))) || (kind === 'deleted' && k === 1);
        // A few seconds, as for video pins: the seed encodes each shown story video (mediaWriter.ts).
        // A deleted story is never played, so it names no file.
        const blocks: NonNullable<PinContent['storyPinData']>['pages'][number]['blocks'] = isVideo
          ? [
              {
                blockType: STORY_VIDEO_BLOCK,
                imageSignature: image.signature,
                videoDuration: rng.int(4, 10) * 1000,
                ...(kind === 'deleted' ? {} : { videoUrl: `/media/video/${image.signature}/v720P.mp4` }),
              },
            ]
          : [{ blockType: 2, imageSignature: image.signature }];
        if (rng.chance(0.6) || kind === 'single')
          blocks.push({ blockType: 1, text: `Step ${k + 1}: ${capitalize(rng.pick(def.adjs))} ${rng.pick(def.nouns)}` });
        pages.push({ blocks });
      }
      const firstSig = at(at(pages, 0).blocks, 0).imageSignature ?? '';
      pin.image = must(images.find((img) => img.signature === firstSig));
      content.storyPinData = { isDeleted: kind === 'deleted', pages, metadata: { pinTitle: pin.title || title } };
      break;
    }
    case 'recipe': {
      pin.image = newImage('pin', 'recipe');
      const name = rng.pick(RECIPES);
      const site = rng.pick(RECIPE_SITES);
      pin.title = name;
      pin.link = linkTo(site.domain, `recipes/${slugify(name)}-${id}`);
      content.richSummary = { typeName: 'recipe', displayName: name, siteName: site.site, url: pin.link, products: [] };
      content.richMetadata = { recipe: { name, servings: rng.int(2, 8), totalTimeMinutes: rng.int(2, 16) * 5 } };
      break;
    }
    case 'product': {
      pin.image = newImage(rng.chance(0.4) ? 'square' : 'pin', def.name);
      const catalogue = PRODUCTS[interestId] ?? must(PRODUCTS[I.home]);
      const name = rng.pick(catalogue.names);
      const brand = item.promoted ? businessBrand(pinnerId) : rng.pick(catalogue.brands);
      pin.title = name;
      pin.link = linkTo(brand.domain, `products/${slugify(name)}?sku=${id}`);
      const base = rng.int(12, 240);
      const money = (n: number) => `$${n.toFixed(2)}`;
      const offer = item.offer ?? 'single';
      const offerSummary =
        offer === 'single'
          ? { price: money(base) }
          : offer === 'range'
            ? { price: money(base), minPrice: money(base), maxPrice: money(base + rng.int(5, 80)) }
            : { price: money(base), standardPrice: money(Math.round(base * 1.3) + 1) };
      content.richSummary = {
        typeName: 'product',
        displayName: name,
        siteName: brand.brand,
        url: pin.link,
        products: [
          {
            brandName: brand.brand,
            ...(rng.chance(0.4) ? { labels: [rng.pick(['Free shipping', 'Bestseller', 'New arrival'])] } : {}),
            offerSummary,
          },
        ],
      };
      content.richMetadata = { products: [{ title: name, itemId: `item-${id}`, itemSetId: `set-${id % 97}` }] };
      content.shoppingFlags = rng.chance(0.8) ? [1, 5, 6] : [1, 2, 6];
      content.isEligibleForPdp = special === 'productNotPdp' ? false : rng.chance(0.85);
      content.isShoppable = true;
      if (rng.chance(0.06)) content.isOosProduct = true;
      break;
    }
    case 'oneTap': {
      pin.image = newImage('pin', def.name);
      pin.link = defaultLink();
      content.isOneTap = true;
      break;
    }
  }
}
