import { EVENT_TYPES, IMPRESSION_TYPES, RESERVED_FIRST_SEGMENTS } from 'shared-contracts/rules';
import { createDemoWorld, DEMO_LANDMARKS, DEMO_PASSWORD } from './demoWorld';
import type { WorldImport, WorldPin } from '../storage/worldImport';
import { PICTURE_SCENES } from './pictures/sceneChoice';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const world: WorldImport = createDemoWorld({ now: NOW });
const originals = world.pins.filter((p) => p.repinOf === null);
const repins = world.pins.filter((p) => p.repinOf !== null);
const pinById = new Map(world.pins.map((p) => [p.id, p]));
const pin = (id: number): WorldPin => {
  const p = pinById.get(id);
  if (!p) throw new Error(`no pin ${id}`);
  return p;
};
const user = (id: number) => world.users.find((u) => u.id === id);
const board = (id: number) => world.boards.find((b) => b.id === id);
const daysBefore = (iso: string) => (NOW.getTime() - Date.parse(iso)) / 86_400_000;
const L = DEMO_LANDMARKS;

describe('createDemoWorld', () => {
  it('is deterministic for the same now, and moves timestamps with now', () => {
    expect(createDemoWorld({ now: NOW })).toEqual(world);
    const later = createDemoWorld({ now: new Date(NOW.getTime() + 86_400_000) });
    expect(later.pins.map((p) => p.id)).toEqual(world.pins.map((p) => p.id));
    expect(Date.parse(later.users[0]!.createdAt) - Date.parse(world.users[0]!.createdAt)).toBe(86_400_000);
  });

  it('has no timestamp in the future', () => {
    const stamps = [
      ...world.users.map((u) => u.createdAt),
      ...world.boards.flatMap((b) => [b.createdAt, b.boardOrderModifiedAt]),
      ...world.sections.map((s) => s.createdAt),
      ...world.pins.map((p) => p.createdAt),
      ...world.collaborators.map((c) => c.createdAt),
      ...world.inviteCodes.map((c) => c.createdAt),
    ];
    for (const s of stamps) expect(Date.parse(s)).toBeLessThanOrEqual(NOW.getTime());
    // Nothing happens before the account or board it belongs to.
    for (const p of world.pins) {
      expect(Date.parse(p.createdAt)).toBeGreaterThan(Date.parse(user(p.pinnerId)!.createdAt));
      expect(Date.parse(p.createdAt)).toBeGreaterThan(Date.parse(board(p.boardId!)!.createdAt));
      expect(Date.parse(p.createdAt)).toBeLessThanOrEqual(Date.parse(board(p.boardId!)!.boardOrderModifiedAt));
    }
    for (const b of world.boards) expect(Date.parse(b.createdAt)).toBeGreaterThan(Date.parse(user(b.ownerId)!.createdAt));
  });

  describe('users', () => {
    it('has 25 users with unique, valid, unreserved usernames and example emails', () => {
      expect(world.users).toHaveLength(25);
      expect(new Set(world.users.map((u) => u.id)).size).toBe(25);
      expect(new Set(world.users.map((u) => u.username)).size).toBe(25);
      for (const u of world.users) {
        expect(u.username).toMatch(/^[a-z0-9_]+$/);
        expect(RESERVED_FIRST_SEGMENTS.has(u.username)).toBe(false);
        expect(u.email).toBe(`${u.username}@example.com`);
      }
    });

    it('has the fixed users', () => {
      expect(user(1)).toMatchObject({
        username: 'demo',
        password: DEMO_PASSWORD,
        fullName: 'Demo User',
        firstName: 'Demo',
        saveBehavior: 1,
      });
      expect(DEMO_PASSWORD).toBe('demo-password');
      expect(daysBefore(user(1)!.createdAt)).toBeGreaterThan(700);
      expect(user(2)).toMatchObject({ username: 'partner', isPartner: true, isPrimaryWebsiteVerified: true });
      expect(user(2)!.websiteDomain).toBeTruthy();
      expect(user(3)).toMatchObject({ username: 'employee', isEmployee: true });
      expect(user(4)).toMatchObject({ username: 'newbie', saveBehavior: 1 });
      expect(daysBefore(user(4)!.createdAt)).toBe(3);
      expect(world.boards.filter((b) => b.ownerId === 4)).toHaveLength(0);
    });

    it('mixes passwords, save behaviours and avatars', () => {
      const others = world.users.filter((u) => u.id > 4);
      expect(others.some((u) => u.password === DEMO_PASSWORD)).toBe(true);
      expect(others.some((u) => u.password === null)).toBe(true);
      expect(others.some((u) => u.saveBehavior === 0)).toBe(true);
      expect(others.some((u) => u.imageSignature === null)).toBe(true);
      expect(others.some((u) => u.imageSignature !== null)).toBe(true);
    });
  });

  describe('boards', () => {
    it('has demo boards of every privacy, sections and one quick-saves board', () => {
      const demoBoards = world.boards.filter((b) => b.ownerId === 1);
      expect(demoBoards.length).toBeGreaterThanOrEqual(6);
      expect(new Set(demoBoards.map((b) => b.privacy))).toEqual(new Set(['public', 'protected', 'secret']));
      const quick = demoBoards.filter((b) => b.layout === 'quick_saves');
      expect(quick).toHaveLength(1);
      expect(quick[0]).toMatchObject({ id: L.boards.demoQuickSaves, name: 'Quick Saves' });
      expect(world.sections.some((s) => demoBoards.some((b) => b.id === s.boardId))).toBe(true);
    });

    it('has between 60 and 80 boards, at most one quick-saves board per user', () => {
      expect(world.boards.length).toBeGreaterThanOrEqual(60);
      expect(world.boards.length).toBeLessThanOrEqual(80);
      const quickOwners = world.boards.filter((b) => b.layout === 'quick_saves').map((b) => b.ownerId);
      expect(new Set(quickOwners).size).toBe(quickOwners.length);
    });

    it('keeps names within 50 characters and slugs valid and unique per owner', () => {
      const seen = new Set<string>();
      for (const b of world.boards) {
        expect(b.name.length).toBeLessThanOrEqual(50);
        expect(b.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const key = `${b.ownerId}/${b.slug}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
      expect(board(L.boards.fiftyCharName)!.name).toHaveLength(50);
    });

    it('has sections of 1 to 4 per board with slugs unique per board', () => {
      const perBoard = new Map<number, string[]>();
      for (const s of world.sections) {
        expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        perBoard.set(s.boardId, [...(perBoard.get(s.boardId) ?? []), s.slug]);
      }
      for (const slugs of perBoard.values()) {
        expect(slugs.length).toBeGreaterThanOrEqual(1);
        expect(slugs.length).toBeLessThanOrEqual(4);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
      expect(new Set(world.sections.map((s) => s.id)).size).toBe(world.sections.length);
    });

    it('has collaborators and invites, including demo on both sides', () => {
      const c = world.collaborators;
      expect(c.some((x) => x.boardId === L.boards.demoCollaboratesOn && x.userId === 1 && x.status === 'accepted')).toBe(true);
      expect(c.some((x) => x.boardId === L.boards.pendingInviteToDemo && x.userId === 1 && x.status === 'invited')).toBe(true);
      expect(board(L.boards.demoCollaboratesOn)!.ownerId).not.toBe(1);
      expect(board(L.boards.pendingInviteToDemo)!.ownerId).not.toBe(1);
      for (const x of c) {
        const b = board(x.boardId)!;
        expect(b.isCollaborative).toBe(true);
        expect(x.userId).not.toBe(b.ownerId);
        expect(x.invitedBy).toBe(b.ownerId);
      }
      expect(new Set(c.map((x) => `${x.boardId}:${x.userId}`)).size).toBe(c.length);
    });

    it('names the landmark boards correctly', () => {
      expect(board(L.boards.otherUserSecret)).toMatchObject({ privacy: 'secret' });
      expect(board(L.boards.otherUserSecret)!.ownerId).not.toBe(1);
      expect(board(L.boards.demoArchived)).toMatchObject({ ownerId: 1, archived: true });
      expect(board(L.boards.demoGiftsSecret)).toMatchObject({ ownerId: 1, privacy: 'secret' });
    });
  });

  describe('pins', () => {
    it('has at least 600 originals from id 1001 and repins that point at them', () => {
      expect(originals.length).toBeGreaterThanOrEqual(600);
      for (const p of originals) {
        expect(p.id).toBeGreaterThanOrEqual(1001);
        expect(p.rootPinId).toBe(p.id);
      }
      expect(repins.length).toBeGreaterThan(50);
      for (const r of repins) {
        const source = pin(r.repinOf!);
        expect(r.rootPinId).toBe(source.rootPinId);
        expect(pin(r.rootPinId).repinOf).toBeNull();
        expect(r.pinnerId).not.toBe(pin(r.rootPinId).pinnerId);
        expect(r.image).toEqual(source.image);
        expect(Date.parse(r.createdAt)).toBeGreaterThan(Date.parse(source.createdAt));
      }
      expect(new Set(world.pins.map((p) => p.id)).size).toBe(world.pins.length);
    });

    it('saves a root pin at most once per board and section', () => {
      const keys = repins.map((r) => `${r.boardId}:${r.sectionId ?? 0}:${r.rootPinId}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(repins.some((r) => r.pinnerId === 1 && r.boardId === L.boards.demoQuickSaves)).toBe(true);
    });

    it('has every content type', () => {
      const types = new Set(originals.map((p) => p.contentType));
      expect(types).toEqual(new Set(['image', 'video', 'gif', 'carousel', 'storyPin', 'recipe', 'product', 'oneTap']));
      const count = (t: string) => originals.filter((p) => p.contentType === t).length;
      expect(count('image')).toBeGreaterThan(originals.length / 2);
    });

    it('gives videos all three variants and a video embed', () => {
      const videos = originals.filter((p) => p.contentType === 'video');
      for (const v of videos) {
        const list = v.content.videos!;
        for (const key of ['vHLSV4', 'vHLSV3MOBILE', 'v720P'] as const) {
          expect(list[key].url).toBe(
            key === 'v720P' ? `/media/video/${v.image.signature}/v720P.mp4` : `/media/video/${v.image.signature}/${key}/index.m3u8`,
          );
          expect(list[key].thumbnail).toBe(v.image.signature);
          // A few seconds, as long as the file the seed encodes.
          expect(list[key].duration).toBeGreaterThanOrEqual(4000);
          expect(list[key].duration).toBeLessThan(10_000);
        }
        expect(v.content.embed?.type).toBe('video');
      }
      for (const g of originals.filter((p) => p.contentType === 'gif')) expect(g.content.embed?.type).toBe('gif');
    });

    it('has carousels of 2, 3, 4 and 5 slots, each slot with its own image', () => {
      const carousels = originals.filter((p) => p.contentType === 'carousel');
      expect(new Set(carousels.map((p) => p.content.carouselSlots!.length))).toEqual(new Set([2, 3, 4, 5]));
      for (const c of carousels) {
        const slots = c.content.carouselSlots!;
        expect(new Set(slots.map((s) => s.imageSignature)).size).toBe(slots.length);
        expect(c.image.signature).toBe(slots[0]!.imageSignature);
        for (const s of slots) expect(s.link).toMatch(/^https?:\/\//);
      }
      expect(pin(L.pins.carousel5).content.carouselSlots).toHaveLength(5);
    });

    it('has story pins with video blocks, static-only ones, single-page ones and a deleted one', () => {
      const stories = originals.filter((p) => p.contentType === 'storyPin');
      const hasVideo = (p: WorldPin) => p.content.storyPinData!.pages.some((page) => page.blocks.some((b) => b.blockType === 3));
      expect(stories.some(hasVideo)).toBe(true);
      expect(stories.some((p) => !hasVideo(p) && p.content.storyPinData!.pages.length <= 1)).toBe(true);
      expect(stories.some((p) => !hasVideo(p) && p.content.storyPinData!.pages.length > 1)).toBe(true);
      expect(pin(L.pins.deletedStory).content.storyPinData!.isDeleted).toBe(true);
      expect(hasVideo(pin(L.pins.storyWithVideo))).toBe(true);
      expect(hasVideo(pin(L.pins.storySingleStatic))).toBe(false);
      expect(pin(L.pins.storySingleStatic).content.storyPinData!.pages).toHaveLength(1);
    });

    it('gives a shown story’s video pages an MP4 of a few seconds, and a deleted story’s none', () => {
      const videoBlocks = (p: WorldPin) => p.content.storyPinData!.pages.flatMap((page) => page.blocks.filter((b) => b.blockType === 3));
      const shown = originals.filter((p) => p.contentType === 'storyPin' && !p.content.storyPinData!.isDeleted);
      const blocks = shown.flatMap(videoBlocks);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block.videoUrl).toBe(`/media/video/${block.imageSignature}/v720P.mp4`);
        expect(block.videoDuration).toBeGreaterThanOrEqual(4000);
        expect(block.videoDuration).toBeLessThanOrEqual(10_000);
      }
      const deleted = videoBlocks(pin(L.pins.deletedStory));
      expect(deleted).toHaveLength(1);
      expect(deleted[0]!.videoUrl).toBeUndefined();
    });

    it('has recipes and products with their rich summaries and price variants', () => {
      for (const r of originals.filter((p) => p.contentType === 'recipe')) expect(r.content.richSummary?.typeName).toBe('recipe');
      const products = originals.filter((p) => p.contentType === 'product');
      const offers = products.map((p) => {
        expect(p.content.richSummary?.typeName).toBe('product');
        expect(p.content.isShoppable).toBe(true);
        return p.content.richSummary!.products[0]!.offerSummary;
      });
      const dollars = (s: string) => Number(s.replace('$', ''));
      expect(offers.some((o) => o.price && !o.minPrice && !o.standardPrice)).toBe(true);
      expect(offers.some((o) => o.minPrice && o.maxPrice && dollars(o.maxPrice) > dollars(o.minPrice))).toBe(true);
      expect(offers.some((o) => o.price && o.standardPrice && dollars(o.standardPrice) > dollars(o.price))).toBe(true);
      for (const o of offers) expect(o.price).toMatch(/^\$\d+\.\d{2}$/);
      expect(products.filter((p) => p.content.isEligibleForPdp).length).toBeGreaterThan(products.length / 2);
      expect(products.some((p) => p.content.isEligibleForPdp === false)).toBe(true);
      expect(pin(L.pins.productNotPdp).content.isEligibleForPdp).toBe(false);
      expect(pin(L.pins.productOnSale).content.richSummary!.products[0]!.offerSummary.standardPrice).toBeDefined();
    });

    it('has one-tap pins with external links', () => {
      const oneTaps = originals.filter((p) => p.contentType === 'oneTap');
      for (const p of oneTaps) {
        expect(p.content.isOneTap).toBe(true);
        expect(p.link).toMatch(/^https?:\/\//);
      }
    });

    it('has promoted pins with a business promoter and ad data, some downstream', () => {
      const promoted = originals.filter((p) => p.isPromoted);
      expect(promoted.length).toBeGreaterThanOrEqual(10);
      for (const p of promoted) {
        expect(p.promoterId).not.toBeNull();
        expect(user(p.promoterId!)!.isPartner).toBe(true);
        expect(p.content.adData?.advertiserId).toBeTruthy();
        expect(p.content.adData?.campaignId).toBeTruthy();
      }
      expect(promoted.some((p) => p.promoterId === 2)).toBe(true);
      expect(promoted.some((p) => p.content.isDownstreamPromotion)).toBe(true);
      expect(world.pins.filter((p) => !p.isPromoted).every((p) => p.promoterId === null && !p.content.adData)).toBe(true);
    });

    it('covers the title and description cut rules', () => {
      expect(originals.some((p) => p.title.length > 200)).toBe(true);
      expect(originals.some((p) => p.title.length === 200)).toBe(true);
      expect(pin(L.pins.title200).title).toHaveLength(200);
      expect(pin(L.pins.title200).title.trim()).toHaveLength(200);
      expect(originals.some((p) => p.title === '')).toBe(true);
      expect(originals.some((p) => p.title.length > 0 && p.title.length < 40)).toBe(true);
      expect(originals.some((p) => p.description.length > 496)).toBe(true);
      expect(originals.some((p) => /\s{2,}|\n/.test(p.description))).toBe(true);
      expect(originals.some((p) => p.description.length > 0 && p.description.length <= 3)).toBe(true);
      expect(originals.some((p) => p.content.richSummary && p.description === p.content.richSummary.displayName)).toBe(true);
    });

    it('has each sensitive noindex reason with an SEO title and description', () => {
      const reasons = [
        'sensitive_raw_pin_text',
        'is_sensitive_rich_pin_description',
        'is_sensitive_rich_pin_title',
        'is_sensitive_board_title',
      ];
      for (const reason of reasons) {
        const flagged = originals.filter((p) => p.content.seoNoindexReason === reason);
        expect(flagged.length).toBeGreaterThan(0);
        for (const p of flagged) {
          expect(p.content.seoTitle).toBeTruthy();
          expect(p.content.seoDescription).toBeTruthy();
        }
      }
      expect(pin(L.pins.noindexBoardTitle).boardId).toBe(L.boards.sensitiveTitle);
    });

    it('derives domains from links, with long domains and missing links', () => {
      for (const p of world.pins) {
        if (p.link === null) expect(p.domain).toBeNull();
        else {
          expect(p.link).toMatch(/^https?:\/\//);
          expect(p.domain).toBe(new URL(p.link).hostname.replace(/^www\./, ''));
        }
      }
      expect(originals.some((p) => p.link === null)).toBe(true);
      expect(originals.some((p) => (p.domain ?? '').length > 27)).toBe(true);
      expect(new Set(originals.map((p) => p.domain)).size).toBeGreaterThan(20);
    });

    it('links to every offsite host from non-promoted pins', () => {
      for (const host of world.offsiteHosts) {
        expect(originals.some((p) => p.domain === host.host && !p.isPromoted)).toBe(true);
      }
      expect(pin(L.pins.blockedHost).domain).toBe(world.offsiteHosts.find((h) => h.redirectStatus === 'blocked')!.host);
    });

    it('ranks the home feed as a mix of types', () => {
      const ranks = originals.map((p) => p.feedRank);
      expect(new Set(ranks).size).toBe(originals.length);
      const firstScreen = [...originals].sort((a, b) => a.feedRank - b.feedRank).slice(0, 32);
      expect(new Set(firstScreen.map((p) => p.contentType)).size).toBe(8);
      expect(firstScreen.some((p) => p.isPromoted)).toBe(true);
    });

    it('gives every pin a varied, valid image', () => {
      for (const p of originals) {
        const { width, height, color, scene } = p.image;
        expect(width).toBeGreaterThanOrEqual(564);
        expect(width).toBeLessThanOrEqual(1200);
        expect(height / width).toBeGreaterThanOrEqual(0.5);
        expect(height / width).toBeLessThanOrEqual(2.2);
        expect(color).toMatch(/^#[0-9a-f]{6}$/);
        expect(PICTURE_SCENES).toContain(scene);
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
        expect(Math.min(r, g, b)).toBeLessThan(235);
      }
      expect(originals.some((p) => p.image.width === p.image.height)).toBe(true);
      expect(new Set(originals.map((p) => p.image.color)).size).toBeGreaterThan(300);
      // Every kind of scene is shown, and a food pin's picture is mostly a plate or a still life.
      expect(new Set(originals.map((p) => p.image.scene))).toEqual(new Set(PICTURE_SCENES));
      const food = originals.filter((p) => p.contentType === 'recipe').map((p) => p.image.scene);
      expect(food.length).toBeGreaterThan(0);
      expect(food.every((scene) => scene === 'food')).toBe(true);
    });
  });

  it('refers only to things that exist', () => {
    const users = new Set(world.users.map((u) => u.id));
    const boards = new Map(world.boards.map((b) => [b.id, b]));
    const sections = new Map(world.sections.map((s) => [s.id, s]));
    const interests = new Set(world.interests.map((i) => i.id));
    const images = new Map(world.images.map((i) => [i.signature, i]));
    expect(images.size).toBe(world.images.length);
    expect(world.images.length).toBeLessThan(800);
    for (const i of world.images) expect(i.signature).toMatch(/^[0-9a-f]{32}$/);

    for (const b of world.boards) expect(users.has(b.ownerId)).toBe(true);
    for (const s of world.sections) expect(boards.has(s.boardId)).toBe(true);
    for (const c of world.collaborators) {
      expect(boards.has(c.boardId)).toBe(true);
      expect(users.has(c.userId)).toBe(true);
      expect(users.has(c.invitedBy)).toBe(true);
    }
    for (const u of world.users) if (u.imageSignature) expect(images.has(u.imageSignature)).toBe(true);

    const collaboratorOf = (boardId: number, userId: number) =>
      world.collaborators.some((c) => c.boardId === boardId && c.userId === userId && c.status === 'accepted');
    for (const p of world.pins) {
      expect(users.has(p.pinnerId)).toBe(true);
      expect(p.boardId).not.toBeNull();
      const b = boards.get(p.boardId!)!;
      expect(b).toBeDefined();
      expect(b.ownerId === p.pinnerId || collaboratorOf(b.id, p.pinnerId)).toBe(true);
      if (p.sectionId !== null) expect(sections.get(p.sectionId)?.boardId).toBe(p.boardId);
      if (p.interestId !== null) expect(interests.has(p.interestId)).toBe(true);
      if (p.promoterId !== null) expect(users.has(p.promoterId)).toBe(true);
      expect(images.get(p.image.signature)).toEqual(p.image);
      const c = p.content;
      for (const s of c.carouselSlots ?? []) expect(images.has(s.imageSignature)).toBe(true);
      for (const page of c.storyPinData?.pages ?? [])
        for (const block of page.blocks) if (block.imageSignature) expect(images.has(block.imageSignature)).toBe(true);
      for (const v of Object.values(c.videos ?? {})) expect(images.has(v.thumbnail)).toBe(true);
    }

    for (const f of world.boardFollows) {
      expect(users.has(f.userId)).toBe(true);
      expect(boards.get(f.boardId)!.ownerId).not.toBe(f.userId);
    }
    expect(new Set(world.boardFollows.map((f) => `${f.userId}:${f.boardId}`)).size).toBe(world.boardFollows.length);
    for (const f of world.userFollows) {
      expect(users.has(f.followerId) && users.has(f.followeeId)).toBe(true);
      expect(f.followerId).not.toBe(f.followeeId);
    }
    expect(new Set(world.userFollows.map((f) => `${f.followerId}:${f.followeeId}`)).size).toBe(world.userFollows.length);
    for (const f of world.interestFollows) expect(users.has(f.userId) && interests.has(f.interestId)).toBe(true);
    expect(new Set(world.interestFollows.map((f) => `${f.userId}:${f.interestId}`)).size).toBe(world.interestFollows.length);
    for (const code of world.inviteCodes) {
      expect(users.has(code.senderId)).toBe(true);
      if (code.boardId !== null) expect(boards.has(code.boardId)).toBe(true);
    }
    for (const a of world.businessAccess) expect(users.has(a.memberId) && users.has(a.businessUserId)).toBe(true);
  });

  it('has interests with kebab-case url names', () => {
    expect(world.interests.length).toBeGreaterThanOrEqual(10);
    for (const i of world.interests) expect(i.urlName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(world.interests.map((i) => i.urlName)).size).toBe(world.interests.length);
  });

  it('has demo following boards, users and interests', () => {
    expect(world.boardFollows.filter((f) => f.userId === 1).length).toBeGreaterThanOrEqual(3);
    expect(world.userFollows.filter((f) => f.followerId === 1).length).toBeGreaterThanOrEqual(3);
    // The home feed shows only the followed interests' pins: several of them, not all, keep it full and tuned.
    const demoInterests = world.interestFollows.filter((f) => f.userId === 1).length;
    expect(demoInterests).toBeGreaterThanOrEqual(5);
    expect(demoInterests).toBeLessThan(world.interests.length);
  });

  it("has newbie on no board, own or shared (the board picker's first-board case)", () => {
    expect(world.boards.filter((b) => b.ownerId === 4)).toEqual([]);
    expect(world.collaborators.filter((c) => c.userId === 4)).toEqual([]);
  });

  it('has experiences for the spec placements, one triggering another', () => {
    const placements = new Set(world.experiences.map((e) => e.placementId));
    for (const p of ['1000162', '1000075', '1000421', '1000069']) expect(placements.has(p)).toBe(true);
    const types = new Set(world.experiences.map((e) => e.type));
    for (const t of [5, 8, 10, 14, 27]) expect(types.has(t)).toBe(true);
    const modal = world.experiences.find((e) => e.type === 14)!;
    expect(modal.displayData).toMatchObject({
      title: expect.any(String),
      body: expect.any(String),
      complete_button_text: expect.any(String),
    });
    const audiences = new Set(world.experiences.map((e) => e.audience));
    // Onboarding goes to the 3-day-old account; visitors get theirs.
    expect(audiences.has('user:4') && audiences.has('signed_out')).toBe(true);
    const keys = new Set(world.experiences.map((e) => `${e.placementId}:${e.experienceId}`));
    expect(keys.size).toBe(world.experiences.length);
    const triggered = world.experiences.flatMap((e) => e.triggerablePlacedExps);
    expect(triggered.length).toBeGreaterThan(0);
    for (const t of triggered) {
      const target = world.experiences.find((e) => `${e.placementId}:${e.experienceId}` === t);
      expect(target?.requiresTrigger).toBe(true);
    }
    expect(world.experiences.some((e) => e.displayData.component_type === 1)).toBe(true);
    const callout = world.experiences.find((e) => e.type === 27)!;
    expect(callout.displayData).toMatchObject({ type: 'info-callout', message: expect.any(String) });
  });

  it('has invite codes on the channels that matter and the edge-case senders', () => {
    const codes = world.inviteCodes;
    expect(codes.length).toBeGreaterThanOrEqual(6);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    const channels = new Set(codes.map((c) => c.inviteChannel));
    for (const ch of [5, 9, 12, 16]) expect(channels.has(ch)).toBe(true);
    expect([...channels].some((ch) => ![5, 9, 12, 16].includes(ch))).toBe(true);
    const senders = codes.map((c) => user(c.senderId)!);
    const empty = senders.find((s) => s.firstName === '');
    expect(empty?.imageSignature).toBeNull();
    expect(senders.some((s) => s.firstName.length > 30)).toBe(true);
    expect(senders.some((s) => s.firstName.length > 0 && s.firstName.length <= 30)).toBe(true);
    const boardCode = codes.find((c) => c.code === L.inviteCodes.collaborativeBoard)!;
    expect(board(boardCode.boardId!)!.isCollaborative).toBe(true);
  });

  it('has offsite hosts of each warning status with a message', () => {
    const count = (s: string) => world.offsiteHosts.filter((h) => h.redirectStatus === s).length;
    expect(count('blocked')).toBe(2);
    expect(count('suspicious')).toBe(2);
    expect(count('porn')).toBe(2);
    for (const h of world.offsiteHosts) expect(h.message.length).toBeGreaterThan(10);
  });

  it('lets partner act as business profiles of business accounts', () => {
    const profiles = world.businessAccess.filter((a) => a.memberId === 2);
    expect(profiles.length).toBeGreaterThanOrEqual(2);
    expect(profiles.some((a) => a.permissions.includes('OWNER'))).toBe(true);
    expect(profiles.some((a) => !a.permissions.includes('OWNER'))).toBe(true);
    expect(new Set(profiles.map((a) => a.viewerMeetsMfa)).size).toBe(2);
    for (const a of profiles) {
      const business = user(a.businessUserId)!;
      expect(business.isPartner).toBe(true);
      expect(business.websiteDomain).toBeTruthy();
    }
    expect(new Set(world.businessAccess.map((a) => `${a.memberId}:${a.businessUserId}`)).size).toBe(world.businessAccess.length);
  });

  describe('events', () => {
    const byPin = (type: number) => {
      const counts = new Map<string, number>();
      for (const e of world.events) if (e.eventType === type) counts.set(e.objectId, (counts.get(e.objectId) ?? 0) + 1);
      return counts;
    };

    it('gives pins of demo and of the partner a month of impressions and click-throughs, dated back from now', () => {
      const impressions = byPin(IMPRESSION_TYPES.pin);
      const demoPins = [...impressions.keys()].filter((id) => pin(Number(id)).pinnerId === L.users.demo);
      expect(demoPins.length).toBeGreaterThan(5);
      expect([...impressions.keys()].some((id) => pin(Number(id)).pinnerId === L.users.partner)).toBe(true);
      expect(Math.max(...demoPins.map((id) => impressions.get(id) ?? 0))).toBeGreaterThan(500);
      expect(byPin(EVENT_TYPES.clickThrough).size).toBeGreaterThan(3);
      // Checked all at once (there are thousands): the events that break a rule, none expected.
      const wrong = world.events.filter((e) => {
        const age = daysBefore(e.receivedAt);
        const p = pin(Number(e.objectId));
        const shape =
          e.eventType === EVENT_TYPES.clickThrough
            ? e.auxData.url === p.link && e.impressionKind === null
            : e.eventType === IMPRESSION_TYPES.pin && e.impressionKind === 'pin' && e.auxData.stage === 'enter';
        // Within the last 30 days, never before the pin was made.
        return !(age >= 0 && age < 30 && Date.parse(e.receivedAt) > Date.parse(p.createdAt) && shape);
      });
      expect(wrong).toEqual([]);
    });

    it('only for originals on public or protected boards, the ones a partner may see figures of (spec section 5)', () => {
      for (const id of new Set(world.events.map((e) => e.objectId))) {
        const p = pin(Number(id));
        expect(p.repinOf).toBeNull();
        expect(['public', 'protected']).toContain(board(p.boardId!)!.privacy);
      }
    });
  });
});
