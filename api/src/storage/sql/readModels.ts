// Builds the API's objects (spec section 3 names) from rows, for one viewer, caching what a page
// of pins shares (pinners, boards) so a page costs one lookup per distinct thing. Every lookup is a
// promise, cached as one, so the pins of a page are built together without asking twice.

import {
  type ApiBoard,
  type ApiBoardSection,
  type ApiBoardSummary,
  type ApiCarouselSlot,
  type ApiGridPin,
  type ApiImages,
  type ApiPin,
  type ApiSectionSummary,
  type ApiStoryPinPage,
  type ApiUser,
  type ApiUserSummary,
  type ApiVideoVariant,
  type ContentType,
  type SeoNoindexReason,
} from 'shared-contracts/api';
import { type BoardRole, boardRoleOf, mayOnBoard, STORY_VIDEO_BLOCK } from 'shared-contracts/rules';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { avatarUrl, imageVariants } from '../../media/imageUrls';
import type { OutboundLink } from '../outboundLink';
import type { PinContent } from '../worldImport';
import type { Viewer } from '../storage';
import { viewerParam } from '../subject';
import { boardOfUser, listableBoard } from './boardVisibility';
import type { BoardRow, InterestRow, PinRow, SectionRow, UserRow } from './rows';
import { prepared, preparedRows } from './preparedQuery';
import type { DB } from './apiTables';

/** `count(*) AS n`, for `.select(countAll)`. */
const countAll = <D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>) => eb.fn.countAll<number>().as('n');

export function boardUrl(username: string, slug: string): string {
  return `/${username}/${slug}/`;
}

/** A board as a grid card shows it, with the viewer's role on it (for what they may do to its pins). */
interface BoardCard {
  summary: ApiBoardSummary;
  role: BoardRole;
}

// Read for nearly every answer (a pin's, a board's, a person's card): prepared.
const userFollowed = prepared(2, (k, followerId: number, followeeId: number) =>
  k
    .selectFrom('user_follows')
    .select((eb) => eb.lit(1).as('one'))
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .limit(1),
);
const acceptedCount = prepared(1, (k, boardId: number) =>
  k.selectFrom('board_collaborators').select(countAll).where('board_id', '=', boardId).where('status', '=', 'accepted'),
);
const acceptedMember = prepared(2, (k, boardId: number, userId: number) =>
  k
    .selectFrom('board_collaborators')
    .select((eb) => eb.lit(1).as('one'))
    .where('board_id', '=', boardId)
    .where('status', '=', 'accepted')
    .where('user_id', '=', userId)
    .limit(1),
);
const boardFollowed = prepared(2, (k, userId: number, boardId: number) =>
  k
    .selectFrom('board_follows')
    .select((eb) => eb.lit(1).as('one'))
    .where('user_id', '=', userId)
    .where('board_id', '=', boardId)
    .limit(1),
);
const interestById = prepared(1, (k, id: number) => k.selectFrom('interests').selectAll().where('id', '=', id).limit(1));
const boardPinCount = prepared(1, (k, boardId: number) => k.selectFrom('pins').select(countAll).where('board_id', '=', boardId));
const boardSectionCount = prepared(1, (k, boardId: number) =>
  k.selectFrom('board_sections').select(countAll).where('board_id', '=', boardId),
);
/** A board's three cover pictures: the pin its owner chose (0: none) while it is on the board, then the newest. */
const boardCovers = preparedRows(2, (k, boardId: number, coverPinId: number) =>
  k
    .selectFrom('pins')
    .select(['id', 'image_signature', 'image_width', 'image_height', 'dominant_color'])
    .where('board_id', '=', boardId)
    .orderBy((eb) => eb.case().when('id', '=', coverPinId).then(0).else(1).end())
    .orderBy('id', 'desc')
    .limit(3),
);
const inviteTo = prepared(2, (k, boardId: number, userId: number) =>
  k
    .selectFrom('board_collaborators')
    .select('invited_by')
    .where('board_id', '=', boardId)
    .where('user_id', '=', userId)
    .where('status', '=', 'invited')
    .limit(1),
);
const pinnerOf = prepared(1, (k, pinId: number) => k.selectFrom('pins').select('pinner_id').where('id', '=', pinId).limit(1));
/** The viewer's newest save of a pin (its root), for the pin's "saved to" line. */
const latestSave = prepared(2, (k, viewerId: number, rootPinId: number) =>
  k
    .selectFrom('pins as p')
    .select(['p.id', 'p.board_id'])
    .where('p.pinner_id', '=', viewerId)
    .where('p.root_pin_id', '=', rootPinId)
    .orderBy('p.id', 'desc')
    .limit(1),
);
const userById = prepared(1, (k, id: number) => k.selectFrom('users').selectAll().where('id', '=', id).limit(1));
const boardById = prepared(1, (k, id: number) =>
  k
    .selectFrom('boards')
    .selectAll()
    .where('id', '=', id)
    .limit(1)
    // The table's CHECKs allow no other privacy or layout.
    .$narrowType<Pick<BoardRow, 'privacy' | 'layout'>>(),
);

export class ReadModels {
  private readonly users = new Map<number, Promise<UserRow | undefined>>();
  private readonly boards = new Map<number, Promise<ApiBoard | null>>();
  private readonly boardCards = new Map<number, Promise<BoardCard | null>>();
  private readonly images = new Map<string, Promise<{ width: number; height: number } | undefined>>();
  private readonly summaries = new Map<number, Promise<ApiUserSummary | null>>();
  private readonly interests = new Map<number, Promise<InterestRow | undefined>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly viewer: Viewer,
    private readonly outboundLink: OutboundLink,
  ) {}

  /** The cached promise for key, made by build the first time. */
  private static once<K, V>(cache: Map<K, Promise<V>>, key: K, build: () => Promise<V>): Promise<V> {
    let found = cache.get(key);
    if (!found) {
      found = build();
      cache.set(key, found);
    }
    return found;
  }

  /** What a query selecting `countAll` answers. */
  private static async count(query: { executeTakeFirst: () => Promise<{ n: number } | undefined> }): Promise<number> {
    return (await query.executeTakeFirst())?.n ?? 0;
  }

  userRow(id: number): Promise<UserRow | undefined> {
    return ReadModels.once(this.users, id, () => userById(this.db, id));
  }

  userSummary(id: number): Promise<ApiUserSummary | null> {
    return ReadModels.once(this.summaries, id, () => this.buildUserSummary(id));
  }

  private interest(id: number): Promise<InterestRow | undefined> {
    return ReadModels.once(this.interests, id, () => interestById(this.db, id));
  }

  private async buildUserSummary(id: number): Promise<ApiUserSummary | null> {
    const row = await this.userRow(id);
    if (!row) return null;
    const followed = this.viewer.userId !== null && (await userFollowed(this.db, this.viewer.userId, id)) !== undefined;
    return {
      id: String(row.id),
      entityId: String(row.id),
      username: row.username,
      fullName: row.full_name,
      firstName: row.first_name,
      imageSmallUrl: avatarUrl(row.id, row.image_signature, '236x'),
      imageMediumUrl: avatarUrl(row.id, row.image_signature, '474x'),
      explicitlyFollowedByMe: followed,
      isPrimaryWebsiteVerified: row.is_primary_website_verified === 1,
    };
  }

  async user(id: number): Promise<ApiUser | null> {
    const row = await this.userRow(id);
    const summary = await this.userSummary(id);
    if (!row || !summary) return null;
    // Counts match what this viewer is listed (the owner: every board).
    const listable = listableBoard(viewerParam(this.viewer));
    return {
      ...summary,
      imageLargeUrl: avatarUrl(row.id, row.image_signature, '736x'),
      avatar_color_index: row.avatar_color_index,
      isPartner: row.is_partner === 1,
      created_at: row.created_at,
      pin_count: await ReadModels.count(
        this.db
          .selectFrom('pins as p')
          .innerJoin('boards as b', 'b.id', 'p.board_id')
          .select(countAll)
          .where('p.pinner_id', '=', id)
          .where(listable),
      ),
      boardCount: await ReadModels.count(
        this.db.selectFrom('boards as b').select(countAll).where(boardOfUser(id)).where('b.archived', '=', 0).where(listable),
      ),
      followerCount: await ReadModels.count(this.db.selectFrom('user_follows').select(countAll).where('followee_id', '=', id)),
      followingCount: await ReadModels.count(this.db.selectFrom('user_follows').select(countAll).where('follower_id', '=', id)),
      about: row.about,
    };
  }

  /** What the viewer's relation to a board is: the same for a whole board and a card's summary. */
  private async boardFlags(row: BoardRow): Promise<{
    collaboratedByMe: boolean;
    followedByMe: boolean;
    isCollaborative: boolean;
    collaboratorCount: number;
  }> {
    const viewerId = this.viewer.userId;
    const collaboratorCount = (await acceptedCount(this.db, row.id))?.n ?? 0;
    const collaboratedByMe = viewerId !== null && (await acceptedMember(this.db, row.id, viewerId)) !== undefined;
    const followedByMe = viewerId !== null && (await boardFollowed(this.db, viewerId, row.id)) !== undefined;
    return { collaboratedByMe, followedByMe, isCollaborative: row.is_collaborative === 1 || collaboratorCount > 0, collaboratorCount };
  }

  async boardFromRow(row: BoardRow): Promise<ApiBoard | null> {
    const owner = await this.userSummary(row.owner_id);
    if (!owner) return null;
    const { collaboratedByMe, followedByMe, isCollaborative, collaboratorCount } = await this.boardFlags(row);
    const pinCount = (await boardPinCount(this.db, row.id))?.n ?? 0;
    const sectionCount = (await boardSectionCount(this.db, row.id))?.n ?? 0;
    const covers = await boardCovers(this.db, row.id, row.cover_pin_id ?? 0);
    const chosenCover = row.cover_pin_id !== null && covers[0]?.id === row.cover_pin_id ? String(row.cover_pin_id) : null;
    const isOwner = this.viewer.userId === row.owner_id;
    const invite = this.viewer.userId === null ? undefined : await inviteTo(this.db, row.id, this.viewer.userId);
    // An invite whose inviter is gone is still an invite: the owner stands for them.
    const invitedBy = invite ? await this.userSummary(invite.invited_by ?? row.owner_id) : null;
    return {
      id: String(row.id),
      entityId: String(row.id),
      name: row.name,
      description: row.description,
      url: boardUrl(owner.username, row.slug),
      privacy: row.privacy,
      layout: row.layout,
      followedByMe,
      collaboratedByMe,
      isCollaborative,
      collaboratorCount,
      pinCount,
      sectionCount,
      boardOrderModifiedAt: row.board_order_modified_at,
      createdAt: row.created_at,
      owner,
      coverImages: covers.map(
        (c) => imageVariants({ signature: c.image_signature, width: c.image_width, height: c.image_height }, c.dominant_color)['236x'],
      ),
      coverPinId: chosenCover,
      access: isOwner ? ['owner', 'write'] : collaboratedByMe ? ['write'] : [],
      invitedBy: invitedBy ?? null,
    };
  }

  private boardRow(id: number): Promise<BoardRow | undefined> {
    return boardById(this.db, id);
  }

  /** A pin's board on a grid card: no counts, covers or owner, which cost a query each per board. */
  private boardCard(id: number): Promise<BoardCard | null> {
    return ReadModels.once(this.boardCards, id, async () => {
      const row = await this.boardRow(id);
      const owner = row && (await this.userSummary(row.owner_id));
      if (!row || !owner) return null;
      const { collaboratedByMe, followedByMe, isCollaborative } = await this.boardFlags(row);
      const url = boardUrl(owner.username, row.slug);
      return {
        summary: { id: String(row.id), name: row.name, url, privacy: row.privacy, followedByMe, collaboratedByMe, isCollaborative },
        role: boardRoleOf({ isOwner: this.viewer.userId === row.owner_id, isCollaborator: collaboratedByMe }),
      };
    });
  }

  board(id: number): Promise<ApiBoard | null> {
    return ReadModels.once(this.boards, id, async () => {
      const row = await this.boardRow(id);
      return row ? this.boardFromRow(row) : null;
    });
  }

  private sectionSummary(row: SectionRow, boardUrlPath: string): ApiSectionSummary {
    return { id: String(row.id), title: row.title, url: `${boardUrlPath}${row.slug}/`, boardId: String(row.board_id) };
  }

  async section(row: SectionRow, boardUrlPath: string): Promise<ApiBoardSection> {
    const pinCount = await ReadModels.count(this.db.selectFrom('pins').select(countAll).where('section_id', '=', row.id));
    return { ...this.sectionSummary(row, boardUrlPath), entityId: String(row.id), slug: row.slug, pinCount };
  }

  private async imageOf(signature: string): Promise<ApiImages> {
    // Secondary images (carousel slots, story pages, thumbnails) live in the media table of the seed.
    const dims = (await ReadModels.once(this.images, signature, () =>
      this.db.selectFrom('media_images').select(['width', 'height']).where('signature', '=', signature).executeTakeFirst(),
    )) ?? { width: 736, height: 736 };
    return imageVariants({ signature, ...dims });
  }

  /** A page of a grid: each pin in the grid field set. */
  async gridPins(rows: PinRow[]): Promise<ApiGridPin[]> {
    const pins = await Promise.all(rows.map((row) => this.gridPin(row)));
    return pins.flatMap((pin) => (pin ? [pin] : []));
  }

  /** A pin read by itself (the closeup): the grid's fields with its whole board and section, its native creator and rich metadata. */
  async pin(row: PinRow): Promise<ApiPin | null> {
    const card = await this.gridPin(row);
    if (!card) return null;
    const board = row.board_id === null ? null : await this.board(row.board_id);
    const sectionRow = await this.sectionRow(row);
    const root = row.is_repin === 0 ? row : ((await pinnerOf(this.db, row.root_pin_id)) ?? row);
    const content = JSON.parse(row.content) as PinContent;
    return {
      ...card,
      board,
      section: sectionRow && board ? await this.section(sectionRow, board.url) : null,
      nativeCreator: await this.userSummary(root.pinner_id),
      richMetadata: content.richMetadata ?? null,
    };
  }

  private async sectionRow(row: PinRow): Promise<SectionRow | undefined> {
    return row.section_id === null
      ? undefined
      : this.db.selectFrom('board_sections').selectAll().where('id', '=', row.section_id).executeTakeFirst();
  }

  /** A pin as a grid card shows it (the grid field set): its board and section as summaries. */
  async gridPin(row: PinRow): Promise<ApiGridPin | null> {
    const pinner = await this.userSummary(row.pinner_id);
    if (!pinner) return null;
    const content = JSON.parse(row.content) as PinContent;
    const board = row.board_id === null ? null : await this.boardCard(row.board_id);
    const sectionRow = await this.sectionRow(row);
    const interest = row.interest_id === null ? undefined : await this.interest(row.interest_id);
    const viewerId = this.viewer.userId;
    const saved = viewerId === null ? undefined : await latestSave(this.db, viewerId, row.root_pin_id);
    // A save with no board has no card to show, so no saved info.
    const savedBoard = saved && saved.board_id !== null ? await this.boardCard(saved.board_id) : null;
    const videos = content.videos ? { videoList: await this.videoList(content.videos), captions: content.videoCaptions ?? [] } : null;
    const storyPinData = content.storyPinData ? await this.storyPinData(content.storyPinData) : null;
    const carouselSlots = content.carouselSlots ? await Promise.all(content.carouselSlots.map((s) => this.slot(s))) : null;
    const saves =
      content.saves ??
      (await ReadModels.count(
        this.db.selectFrom('pins').select(countAll).where('root_pin_id', '=', row.root_pin_id).where('is_repin', '=', 1),
      ));
    const canDelete = viewerId !== null && (viewerId === row.pinner_id || (board !== null && mayOnBoard(board.role, 'remove-others-pin')));
    const images = imageVariants({ signature: row.image_signature, width: row.image_width, height: row.image_height }, row.dominant_color);
    const seoTitle = content.seoTitle ?? row.title;
    const seoDescription = content.seoDescription ?? row.description;
    return {
      id: String(row.id),
      entityId: String(row.id),
      title: row.title,
      gridTitle: content.gridTitle ?? row.title,
      description: row.description,
      altText: content.altText ?? '',
      category: interest?.url_name ?? '',
      seoUrl: `/pin/${row.id}/`,
      seoTitle,
      seoDescription,
      seoNoindexReason: (content.seoNoindexReason as SeoNoindexReason | undefined) ?? null,
      link: row.link,
      // As the server publishes it (its logged, signed redirect, /offsite/).
      trackedLink: this.outboundLink(String(row.id), row.link),
      domain: row.domain,
      imageSignature: row.image_signature,
      dominantColor: row.dominant_color,
      images,
      contentType: row.content_type as ContentType,
      isRepin: row.is_repin === 1,
      originalPinId: String(row.root_pin_id),
      createdAt: row.created_at,
      pinner,
      board: board && board.summary,
      section: sectionRow && board ? this.sectionSummary(sectionRow, board.summary.url) : null,
      isPromoted: row.is_promoted === 1,
      isDownstreamPromotion: content.isDownstreamPromotion ?? false,
      promoter: row.promoter_id === null ? null : await this.userSummary(row.promoter_id),
      adData: content.adData ?? null,
      shoppingFlags: content.shoppingFlags ?? [],
      isEligibleForPdp: content.isEligibleForPdp ?? false,
      isShoppable: content.isShoppable ?? false,
      isOosProduct: content.isOosProduct ?? false,
      isStaleProduct: false,
      isGoLinkless: row.link === null,
      isOneTap: content.isOneTap ?? false,
      shouldOpenInStream: row.content_type === 'video',
      embed: content.embed ?? null,
      videos,
      storyPinData,
      carouselData: carouselSlots ? { index: 0, entityId: `carousel-${row.id}`, slots: carouselSlots } : null,
      richSummary: content.richSummary ?? null,
      aggregatedPinData: {
        saves,
        pinTagsChips: content.pinTagsChips ?? [],
        isShopTheLook: (content.shoppingFlags ?? []).includes(2),
      },
      shareCount: content.shareCount ?? 0,
      sourceInterest: interest ? { id: String(interest.id), name: interest.name, urlName: interest.url_name } : null,
      // Only the home feed recommends; it says why (pinFeeds.ts's withReasons).
      recommendationReason: null,
      access: canDelete ? ['write', 'delete'] : [],
      savedInfo: saved && savedBoard ? { boardId: String(saved.board_id), pinId: String(saved.id), url: savedBoard.summary.url } : null,
      trackingParams: Buffer.from(`pin:${row.id}`).toString('base64url'),
    };
  }

  private async videoList(
    videos: NonNullable<PinContent['videos']>,
  ): Promise<Partial<Record<'vHLSV4' | 'vHLSV3MOBILE' | 'v720P', ApiVideoVariant>>> {
    return Object.fromEntries(
      await Promise.all(
        Object.entries(videos).map(async ([key, v]) => [
          key,
          { url: v.url, width: v.width, height: v.height, duration: v.duration, thumbnail: (await this.imageOf(v.thumbnail))['736x'].url },
        ]),
      ),
    ) as Partial<Record<'vHLSV4' | 'vHLSV3MOBILE' | 'v720P', ApiVideoVariant>>;
  }

  private async storyPinData(story: NonNullable<PinContent['storyPinData']>): Promise<NonNullable<ApiPin['storyPinData']>> {
    const pages: ApiStoryPinPage[] = await Promise.all(
      story.pages.map(async (page) => ({
        blocks: await Promise.all(
          page.blocks.map(async (block) => ({
            blockType: block.blockType,
            ...(block.text !== undefined ? { text: block.text } : {}),
            ...(block.imageSignature ? { image: await this.imageOf(block.imageSignature) } : {}),
            ...(block.videoUrl && block.imageSignature
              ? { video: await this.storyVideo(block.videoUrl, block.imageSignature, block.videoDuration ?? 0) }
              : {}),
          })),
        ),
      })),
    );
    const hasVideo = (page: (typeof story.pages)[number]) => page.blocks.some((b) => b.blockType === STORY_VIDEO_BLOCK);
    const totalVideoDuration = story.pages
      .flatMap((p) => p.blocks)
      .reduce((sum, b) => sum + (b.blockType === STORY_VIDEO_BLOCK ? (b.videoDuration ?? 0) : 0), 0);
    const staticPageCount = story.pages.filter((p) => !hasVideo(p)).length;
    return {
      pages,
      isDeleted: story.isDeleted,
      staticPageCount,
      totalVideoDuration,
      hasProductPins: false,
      metadata: story.metadata,
    };
  }

  /** A story page's MP4: 720 wide like a video pin's v720P, as tall as its picture's shape makes it. */
  private async storyVideo(url: string, signature: string, duration: number): Promise<ApiVideoVariant> {
    const images = await this.imageOf(signature);
    const width = 720;
    const height = Math.round((images.orig.height * width) / images.orig.width);
    return { url, width, height, duration, thumbnail: images['736x'].url };
  }

  private async slot(slot: NonNullable<PinContent['carouselSlots']>[number]): Promise<ApiCarouselSlot> {
    return { ...slot, images: await this.imageOf(slot.imageSignature) };
  }
}
