// Builds the API's objects (spec section 3 names) from rows, for one viewer, caching what a page
// of pins shares (pinners, boards) so a page costs one lookup per distinct thing.

import type {
  ApiBoard,
  ApiBoardSection,
  ApiBoardSummary,
  ApiCarouselSlot,
  ApiGridPin,
  ApiImages,
  ApiPin,
  ApiSectionSummary,
  ApiStoryPinPage,
  ApiUser,
  ApiUserSummary,
  ApiVideoVariant,
  ContentType,
  SeoNoindexReason,
} from 'shared-contracts';
import { boardRoleOf, mayOnBoard, type BoardRole } from 'shared-contracts';
import { avatarUrl, imageVariants } from '../../media/imageUrls';
import { OFFSITE_SECRET, trackedLink } from '../../server/offsiteLinks';
import type { SeedPinContent } from '../../seed/world';
import type { Viewer } from '../storage';
import type { Db } from '../sqlite/openDatabase';
import { LISTABLE_BOARD } from './boardVisibility';
import { serverSecret } from './serverSecrets';
import { sql } from '../sqlite/statementCache';
import type { BoardRow, InterestRow, PinRow, SectionRow, UserRow } from './rows';

export function boardUrl(username: string, slug: string): string {
  return `/${username}/${slug}/`;
}

/** A board as a grid card shows it, with the viewer's role on it (for what they may do to its pins). */
interface BoardCard {
  summary: ApiBoardSummary;
  role: BoardRole;
}

export class ReadModels {
  private readonly users = new Map<number, UserRow | undefined>();
  private readonly boards = new Map<number, ApiBoard | null>();
  private readonly boardCards = new Map<number, BoardCard | null>();
  private readonly images = new Map<string, { width: number; height: number } | undefined>();
  private readonly summaries = new Map<number, ApiUserSummary | null>();
  private readonly interests = new Map<number, InterestRow | undefined>();

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
  ) {}

  userRow(id: number): UserRow | undefined {
    if (!this.users.has(id)) this.users.set(id, sql(this.db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined);
    return this.users.get(id);
  }

  userSummary(id: number): ApiUserSummary | null {
    if (!this.summaries.has(id)) this.summaries.set(id, this.buildUserSummary(id));
    return this.summaries.get(id) ?? null;
  }

  private interest(id: number): InterestRow | undefined {
    if (!this.interests.has(id))
      this.interests.set(id, sql(this.db, 'SELECT * FROM interests WHERE id = ?').get(id) as InterestRow | undefined);
    return this.interests.get(id);
  }

  private buildUserSummary(id: number): ApiUserSummary | null {
    const row = this.userRow(id);
    if (!row) return null;
    const followed =
      this.viewer.userId !== null &&
      sql(this.db, 'SELECT 1 FROM user_follows WHERE follower_id = ? AND followee_id = ?').get(this.viewer.userId, id) !== undefined;
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

  user(id: number): ApiUser | null {
    const row = this.userRow(id);
    const summary = this.userSummary(id);
    if (!row || !summary) return null;
    const count = (text: string, ...args: unknown[]) => (sql(this.db, text).get(...args) as { n: number }).n;
    // Counts match what this viewer is listed (the owner: every board).
    const listed = { owner: id, viewer: this.viewer.userId ?? -1 };
    return {
      ...summary,
      imageLargeUrl: avatarUrl(row.id, row.image_signature, '736x'),
      avatar_color_index: row.avatar_color_index,
      isPartner: row.is_partner === 1,
      created_at: row.created_at,
      pin_count: count(
        `SELECT count(*) AS n FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = @owner AND ${LISTABLE_BOARD}`,
        listed,
      ),
      boardCount: count(`SELECT count(*) AS n FROM boards b WHERE b.owner_id = @owner AND b.archived = 0 AND ${LISTABLE_BOARD}`, listed),
      followerCount: count('SELECT count(*) AS n FROM user_follows WHERE followee_id = ?', id),
      followingCount: count('SELECT count(*) AS n FROM user_follows WHERE follower_id = ?', id),
      about: row.about,
    };
  }

  /** What the viewer's relation to a board is: the same for a whole board and a card's summary. */
  private boardFlags(row: BoardRow): {
    collaboratedByMe: boolean;
    followedByMe: boolean;
    isCollaborative: boolean;
    collaboratorCount: number;
  } {
    const viewerId = this.viewer.userId;
    const collaboratorCount = (
      sql(this.db, "SELECT count(*) AS n FROM board_collaborators WHERE board_id = ? AND status = 'accepted'").get(row.id) as { n: number }
    ).n;
    const collaboratedByMe =
      viewerId !== null &&
      sql(this.db, "SELECT 1 FROM board_collaborators WHERE board_id = ? AND user_id = ? AND status = 'accepted'").get(row.id, viewerId) !==
        undefined;
    const followedByMe =
      viewerId !== null &&
      sql(this.db, 'SELECT 1 FROM board_follows WHERE user_id = ? AND board_id = ?').get(viewerId, row.id) !== undefined;
    return { collaboratedByMe, followedByMe, isCollaborative: row.is_collaborative === 1 || collaboratorCount > 0, collaboratorCount };
  }

  boardFromRow(row: BoardRow): ApiBoard | null {
    const owner = this.userSummary(row.owner_id);
    if (!owner) return null;
    const { collaboratedByMe, followedByMe, isCollaborative, collaboratorCount } = this.boardFlags(row);
    const pinCount = (sql(this.db, 'SELECT count(*) AS n FROM pins WHERE board_id = ?').get(row.id) as { n: number }).n;
    const sectionCount = (sql(this.db, 'SELECT count(*) AS n FROM board_sections WHERE board_id = ?').get(row.id) as { n: number }).n;
    const covers = sql(
      this.db,
      'SELECT image_signature, image_width, image_height, dominant_color FROM pins WHERE board_id = ? ORDER BY id DESC LIMIT 3',
    ).all(row.id) as Array<Pick<PinRow, 'image_signature' | 'image_width' | 'image_height' | 'dominant_color'>>;
    const isOwner = this.viewer.userId === row.owner_id;
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
      access: isOwner ? ['owner', 'write'] : collaboratedByMe ? ['write'] : [],
    };
  }

  /** A pin's board on a grid card: no counts, covers or owner, which cost a query each per board. */
  private boardCard(id: number): BoardCard | null {
    if (!this.boardCards.has(id)) {
      const row = sql(this.db, 'SELECT * FROM boards WHERE id = ?').get(id) as BoardRow | undefined;
      const owner = row && this.userSummary(row.owner_id);
      if (!row || !owner) {
        this.boardCards.set(id, null);
      } else {
        const { collaboratedByMe, followedByMe, isCollaborative } = this.boardFlags(row);
        const url = boardUrl(owner.username, row.slug);
        this.boardCards.set(id, {
          summary: { id: String(row.id), name: row.name, url, privacy: row.privacy, followedByMe, collaboratedByMe, isCollaborative },
          role: boardRoleOf({ isOwner: this.viewer.userId === row.owner_id, isCollaborator: collaboratedByMe }),
        });
      }
    }
    return this.boardCards.get(id) ?? null;
  }

  board(id: number): ApiBoard | null {
    if (!this.boards.has(id)) {
      const row = sql(this.db, 'SELECT * FROM boards WHERE id = ?').get(id) as BoardRow | undefined;
      this.boards.set(id, row ? this.boardFromRow(row) : null);
    }
    return this.boards.get(id) ?? null;
  }

  private sectionSummary(row: SectionRow, boardUrlPath: string): ApiSectionSummary {
    return { id: String(row.id), title: row.title, url: `${boardUrlPath}${row.slug}/`, boardId: String(row.board_id) };
  }

  section(row: SectionRow, boardUrlPath: string): ApiBoardSection {
    const pinCount = (sql(this.db, 'SELECT count(*) AS n FROM pins WHERE section_id = ?').get(row.id) as { n: number }).n;
    return { ...this.sectionSummary(row, boardUrlPath), entityId: String(row.id), slug: row.slug, pinCount };
  }

  private imageOf(signature: string): ApiImages {
    if (!this.images.has(signature)) {
      // Secondary images (carousel slots, story pages, thumbnails) live in the media table of the seed.
      this.images.set(
        signature,
        sql(this.db, 'SELECT width, height FROM media_images WHERE signature = ?').get(signature) as
          { width: number; height: number } | undefined,
      );
    }
    const dims = this.images.get(signature) ?? { width: 736, height: 736 };
    return imageVariants({ signature, ...dims });
  }

  /** A page of a grid: each pin in the grid field set. */
  gridPins(rows: PinRow[]): ApiGridPin[] {
    return rows.flatMap((row) => {
      const pin = this.gridPin(row);
      return pin ? [pin] : [];
    });
  }

  /** A pin read by itself (the closeup): the grid's fields with its whole board and section, its native creator and rich metadata. */
  pin(row: PinRow): ApiPin | null {
    const card = this.gridPin(row);
    if (!card) return null;
    const board = row.board_id === null ? null : this.board(row.board_id);
    const sectionRow = this.sectionRow(row);
    const root =
      row.is_repin === 0
        ? row
        : ((sql(this.db, 'SELECT pinner_id FROM pins WHERE id = ?').get(row.root_pin_id) as Pick<PinRow, 'pinner_id'> | undefined) ?? row);
    const content = JSON.parse(row.content) as SeedPinContent;
    return {
      ...card,
      board,
      section: sectionRow && board ? this.section(sectionRow, board.url) : null,
      nativeCreator: this.userSummary(root.pinner_id),
      richMetadata: content.richMetadata ?? null,
    };
  }

  private sectionRow(row: PinRow): SectionRow | undefined {
    return row.section_id === null
      ? undefined
      : (sql(this.db, 'SELECT * FROM board_sections WHERE id = ?').get(row.section_id) as SectionRow | undefined);
  }

  /** A pin as a grid card shows it (the grid field set): its board and section as summaries. */
  gridPin(row: PinRow): ApiGridPin | null {
    const pinner = this.userSummary(row.pinner_id);
    if (!pinner) return null;
    const content = JSON.parse(row.content) as SeedPinContent;
    const board = row.board_id === null ? null : this.boardCard(row.board_id);
    const sectionRow = this.sectionRow(row);
    const interest = row.interest_id === null ? undefined : this.interest(row.interest_id);
    const viewerId = this.viewer.userId;
    const saved =
      viewerId === null
        ? undefined
        : (sql(this.db, 'SELECT p.id, p.board_id FROM pins p WHERE p.pinner_id = ? AND p.root_pin_id = ? ORDER BY p.id DESC LIMIT 1').get(
            viewerId,
            row.root_pin_id,
          ) as { id: number; board_id: number } | undefined);
    const savedBoard = saved ? this.boardCard(saved.board_id) : null;
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
      // Out through the server's logged, signed redirect (/offsite/): http(s) links only.
      trackedLink: trackedLink(serverSecret(this.db, OFFSITE_SECRET), String(row.id), row.link),
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
      promoter: row.promoter_id === null ? null : this.userSummary(row.promoter_id),
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
      videos: content.videos ? { videoList: this.videoList(content.videos), captions: content.videoCaptions ?? [] } : null,
      storyPinData: content.storyPinData ? this.storyPinData(content.storyPinData) : null,
      carouselData: content.carouselSlots
        ? { index: 0, entityId: `carousel-${row.id}`, slots: content.carouselSlots.map((s) => this.slot(s)) }
        : null,
      richSummary: content.richSummary ?? null,
      aggregatedPinData: {
        saves:
          content.saves ??
          (sql(this.db, 'SELECT count(*) AS n FROM pins WHERE root_pin_id = ? AND is_repin = 1').get(row.root_pin_id) as { n: number }).n,
        pinTagsChips: content.pinTagsChips ?? [],
        isShopTheLook: (content.shoppingFlags ?? []).includes(2),
      },
      shareCount: content.shareCount ?? 0,
      sourceInterest: interest ? { id: String(interest.id), name: interest.name, urlName: interest.url_name } : null,
      access: canDelete ? ['write', 'delete'] : [],
      savedInfo: saved && savedBoard ? { boardId: String(saved.board_id), pinId: String(saved.id), url: savedBoard.summary.url } : null,
      trackingParams: Buffer.from(`pin:${row.id}`).toString('base64url'),
    };
  }

  private videoList(videos: NonNullable<SeedPinContent['videos']>): Partial<Record<'vHLSV4' | 'vHLSV3MOBILE' | 'v720P', ApiVideoVariant>> {
    return Object.fromEntries(
      Object.entries(videos).map(([key, v]) => [
        key,
        { url: v.url, width: v.width, height: v.height, duration: v.duration, thumbnail: this.imageOf(v.thumbnail)['736x'].url },
      ]),
    );
  }

  private storyPinData(story: NonNullable<SeedPinContent['storyPinData']>): NonNullable<ApiPin['storyPinData']> {
    const pages: ApiStoryPinPage[] = story.pages.map((page) => ({
      blocks: page.blocks.map((block) => ({
        blockType: block.blockType,
        ...(block.text !== undefined ? { text: block.text } : {}),
        ...(block.imageSignature ? { image: this.imageOf(block.imageSignature) } : {}),
        ...(block.videoUrl && block.imageSignature
          ? { video: this.storyVideo(block.videoUrl, block.imageSignature, block.videoDuration ?? 0) }
          : {}),
      })),
    }));
    const hasVideo = (page: (typeof story.pages)[number]) => page.blocks.some((b) => b.blockType === 3);
    const totalVideoDuration = story.pages
      .flatMap((p) => p.blocks)
      .reduce((sum, b) => sum + (b.blockType === 3 ? (b.videoDuration ?? 0) : 0), 0);
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
  private storyVideo(url: string, signature: string, duration: number): ApiVideoVariant {
    const images = this.imageOf(signature);
    const width = 720;
    const height = Math.round((images.orig.height * width) / images.orig.width);
    return { url, width, height, duration, thumbnail: images['736x'].url };
  }

  private slot(slot: NonNullable<SeedPinContent['carouselSlots']>[number]): ApiCarouselSlot {
    return { ...slot, images: this.imageOf(slot.imageSignature) };
  }
}
