/**
 * The other half of the endpoint table (docs/adr/0116-endpoint-table.md): each endpoint of
 * endpoints.ts, by the same name, with its request schemas, its answers, the error
 * statuses it may give (each answered `{ error, code, details? }`, ErrorResponseSchema),
 * and its words for /api/docs. The server registers its routes from both halves
 * (apps/server/src/routes/route-of.ts); the web imports this module only in its answer
 * worker, so zod stays out of the first download. `satisfies` below holds the two halves
 * to the same keys: an endpoint without schemas, or schemas without an endpoint, does not
 * compile.
 */
import { z } from 'zod';
import { AchievementsSchema, TitleRequestSchema, TitleResultSchema } from './achievements';
import {
  ChooseRivalRequestSchema,
  DuelOddsQuerySchema,
  DuelOddsSchema,
  DuelParamsSchema,
  DuelResultSchema,
  DuelSchema,
  LastDuelSchema,
  PublicReplaySchema,
  RefreshRivalsRequestSchema,
  ReplayParamsSchema,
  StartDuelRequestSchema,
} from './arena';
import { AuthProvidersResponseSchema } from './auth';
import {
  BuyItemRequestSchema,
  BuyItemResponseSchema,
  CraftingGameSchema,
  GameItemEntrySchema,
  CraftRequestSchema,
  CraftResultSchema,
  StartGameRequestSchema,
} from './crafting';
import {
  CollectionClaimRequestSchema,
  CollectionClaimResultSchema,
  EncyclopediaPageSchema,
  EncyclopediaQuerySchema,
} from './encyclopedia';
import type * as endpoints from './endpoints';
import { CurrencyOfferListSchema, OfferParamsSchema } from './exchange';
import {
  FriendListSchema,
  InvitationAnswerSchema,
  InvitationParamsSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InviteHashParamsSchema,
  InviteLinkSchema,
  InviteRequestSchema,
  PendingInvitationListSchema,
  SentInvitationSchema,
} from './friends';
import { DailyGoalsSchema, GoalClaimResultSchema, GoalParamsSchema } from './goals';
import { HealthResponseSchema, LiveResponseSchema } from './health';
import { HintRequestSchema, HintResponseSchema, HintStatusSchema } from './hints';
import { GameItemSchema, ItemSearchRequestSchema, LabItemListSchema } from './items';
import {
  BattleCardListSchema,
  BattleCardSchema,
  CardParamsSchema,
  LabCraftRequestSchema,
  LabItemParamsSchema,
  PurgeResultSchema,
} from './lab';
import {
  MarkReadRequestSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  UnreadCountSchema,
} from './live';
import {
  CancelListingResultSchema,
  CardKindQuerySchema,
  CreateListingRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  ListingParamsSchema,
  MarketListingSchema,
  MarketListingsPageSchema,
  MarketListingsQuerySchema,
  MarketSalesSchema,
  PriceHistorySchema,
  PurchaseResultSchema,
  RecentSalesSchema,
} from './market';
import { PlayerCardParamsSchema, PlayerCardSchema } from './player-card';
import {
  GuidanceRequestSchema,
  LeaderboardSchema,
  ProfileSchema,
  UsernameRequestSchema,
} from './profile';
import {
  RaceAttemptSchema,
  RaceBoardQuerySchema,
  RaceBoardSchema,
  RaceCraftRequestSchema,
  RaceCraftResultSchema,
  RaceDayParamsSchema,
  RacePathsSchema,
  RaceStartRequestSchema,
  RaceTodaySchema,
} from './race';
import { CurrentSeasonSchema, SeasonBoardQuerySchema, SeasonBoardSchema } from './seasons';

/** The statuses an error answer may come with; each is ErrorResponseSchema. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** The answers of success (and, for the health check, its 503), by status. */
type Answers = Partial<Record<200 | 201 | 204 | 503, z.ZodType>>;

export interface EndpointSchemas {
  /** A line for /api/docs. */
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly response: Answers;
  readonly errors: readonly ErrorStatus[];
}

/** What every game call may answer: a bad request, no session, not found, a rule, an outage. */
const GAME = [400, 401, 404, 409, 503] as const;
/** The arena adds 429: a cooldown, or the day's rival draws spent. */
const ARENA = [...GAME, 429] as const;
/** The market and the exchange add 403: they open at level 3. */
const MARKET = [...GAME, 403] as const;
/** A public call limited per client: a malformed id, nothing there, too many asks. */
const PUBLIC_LIMITED = [400, 404, 429] as const;

/** A live stream resumes after the id its client last saw (the SSE Last-Event-ID). */
const LiveHeadersSchema = z
  .object({
    'last-event-id': z
      .string()
      .regex(/^\d{1,15}$/, { error: 'Last-Event-ID is the id of a notification' })
      .optional(),
  })
  .loose();

/** A purchase may carry an Idempotency-Key, so a retry answers the same. */
const PurchaseHeadersSchema = z
  .object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() })
  .loose();

export const endpointSchemas = {
  health: {
    tags: ['system'],
    summary: 'Liveness and database reachability',
    response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    errors: [],
  },
  live: {
    tags: ['system'],
    summary: 'Liveness only: answers without touching the database',
    response: { 200: LiveResponseSchema },
    errors: [],
  },
  authProviders: {
    tags: ['system'],
    summary: 'Which sign-in methods this server offers',
    response: { 200: AuthProvidersResponseSchema },
    errors: [],
  },

  profile: {
    tags: ['profile'],
    summary: 'The signed-in player’s profile',
    response: { 200: ProfileSchema },
    errors: [401, 404],
  },
  profileRegister: {
    tags: ['profile'],
    summary: 'Create the profile on first call; return it on later calls (idempotent)',
    response: { 200: ProfileSchema, 201: ProfileSchema },
    errors: [401],
  },
  profileLeaderboard: {
    tags: ['profile'],
    summary: 'The world’s top 10, your exact rank, and the board of your friends and you',
    response: { 200: LeaderboardSchema },
    errors: GAME,
  },
  profileUsername: {
    tags: ['profile'],
    summary: 'Choose your name: 3 to 24 letters, digits, spaces, _ or -',
    body: UsernameRequestSchema,
    response: { 200: ProfileSchema },
    errors: GAME,
  },
  profileAvatar: {
    tags: ['profile'],
    summary: 'A new avatar, for 100 credits',
    response: { 200: ProfileSchema },
    errors: GAME,
  },
  profileGuidance: {
    tags: ['profile'],
    summary: 'Mark one first-time tip seen (idempotent); it stays dismissed on every device',
    body: GuidanceRequestSchema,
    response: { 200: ProfileSchema },
    errors: GAME,
  },
  playerCard: {
    tags: ['profile'],
    summary:
      "A player's public card: name, avatar, level, title, world rank, best race streak. Nothing private",
    params: PlayerCardParamsSchema,
    response: { 200: PlayerCardSchema },
    errors: PUBLIC_LIMITED,
  },

  friends: {
    tags: ['friends'],
    summary: 'Your friends, highest level first',
    response: { 200: FriendListSchema },
    errors: GAME,
  },
  friendsInvite: {
    tags: ['friends'],
    summary: 'Invite a player to be your friend',
    body: InviteRequestSchema,
    response: { 201: SentInvitationSchema },
    errors: GAME,
  },
  friendsInviteLink: {
    tags: ['friends'],
    summary: 'Your invite hash, for the link /invite/{hash}; the same every time',
    response: { 200: InviteLinkSchema },
    errors: GAME,
  },
  friendsPending: {
    tags: ['friends'],
    summary: 'Invitations sent to you, waiting for an answer',
    response: { 200: PendingInvitationListSchema },
    errors: GAME,
  },
  friendsInvitationAccept: {
    tags: ['friends'],
    summary: 'Accept an invitation sent to you',
    params: InvitationParamsSchema,
    response: { 200: InvitationAnswerSchema },
    errors: GAME,
  },
  friendsInvitationDecline: {
    tags: ['friends'],
    summary: 'Decline an invitation sent to you',
    params: InvitationParamsSchema,
    response: { 200: InvitationAnswerSchema },
    errors: GAME,
  },
  friendsInvitationByHash: {
    tags: ['friends'],
    summary: 'Who an invite link is from',
    params: InviteHashParamsSchema,
    response: { 200: InvitationSchema },
    errors: GAME,
  },
  friendsInvitationPreview: {
    tags: ['friends'],
    summary: 'Who an invite link is from, before sign-in: a name and an avatar only',
    params: InviteHashParamsSchema,
    response: { 200: InvitationPreviewSchema },
    errors: PUBLIC_LIMITED,
  },
  friendsHashAccept: {
    tags: ['friends'],
    summary: 'Accept an invite link: you and its owner become friends',
    params: InviteHashParamsSchema,
    response: { 200: InvitationAnswerSchema },
    errors: GAME,
  },
  friendsHashDecline: {
    tags: ['friends'],
    summary: 'Decline an invite link: nothing changes',
    params: InviteHashParamsSchema,
    response: { 200: InvitationAnswerSchema },
    errors: GAME,
  },

  craftGame: {
    tags: ['crafting'],
    summary: 'The current crafting run; 404 NO_CRAFTING_GAME before the first start',
    response: { 200: CraftingGameSchema },
    errors: GAME,
  },
  craftGameStart: {
    tags: ['crafting'],
    summary: 'Start a new run with an allocation of the unlocked base elements',
    body: StartGameRequestSchema,
    response: { 200: CraftingGameSchema },
    errors: GAME,
  },
  craftGameStartItems: {
    tags: ['crafting'],
    summary: 'The base elements and the level that unlocks each',
    response: { 200: z.array(GameItemEntrySchema) },
    errors: GAME,
  },
  craftGameIncreaseLimit: {
    tags: ['crafting'],
    summary: 'Raise the initial items limit by one, for diamonds',
    response: { 200: ProfileSchema },
    errors: GAME,
  },
  craftGameItemsSearch: {
    tags: ['crafting'],
    summary: 'The crafting grid, optionally filtered',
    body: ItemSearchRequestSchema,
    response: { 200: z.array(GameItemSchema) },
    errors: GAME,
  },
  craftGameItemsCraft: {
    tags: ['crafting'],
    summary: 'Combine two items: 200 with the result, or 204 when the craft failed',
    body: CraftRequestSchema,
    response: { 200: CraftResultSchema, 204: z.null().describe('The craft failed') },
    errors: GAME,
  },
  craftHint: {
    tags: ['crafting'],
    summary: 'When the next free hint is ready, and the diamonds a hint costs meanwhile',
    response: { 200: HintStatusSchema },
    errors: GAME,
  },
  craftHintTake: {
    tags: ['crafting'],
    summary:
      'A pair of held items that makes something new: free once per cooldown, else for ' +
      'diamonds when `paid` is true (409 HINT_ON_COOLDOWN, 409 NO_HINT_AVAILABLE)',
    body: HintRequestSchema,
    response: { 200: HintResponseSchema },
    errors: GAME,
  },
  craftEncyclopedia: {
    tags: ['crafting'],
    summary: 'Every item of the world, a page at a time: discovered in full, others as silhouettes',
    query: EncyclopediaQuerySchema,
    response: { 200: EncyclopediaPageSchema },
    errors: GAME,
  },

  itemsBuy: {
    tags: ['lab'],
    summary: 'Buy discovered items into the lab, at the rarity price',
    body: BuyItemRequestSchema,
    response: { 200: BuyItemResponseSchema },
    errors: GAME,
  },

  labItemsSearch: {
    tags: ['lab'],
    summary: 'The lab items, optionally filtered',
    body: ItemSearchRequestSchema,
    response: { 200: LabItemListSchema },
    errors: GAME,
  },
  labItemPurge: {
    tags: ['lab'],
    summary: 'Purge a lab item stack for magic dust',
    params: LabItemParamsSchema,
    response: { 200: PurgeResultSchema },
    errors: GAME,
  },
  labCards: {
    tags: ['lab'],
    summary: 'The player’s battle cards, newest first',
    response: { 200: BattleCardListSchema },
    errors: GAME,
  },
  labCardPurge: {
    tags: ['lab'],
    summary: 'Purge a card for its value in credits',
    params: CardParamsSchema,
    response: { 200: PurgeResultSchema },
    errors: GAME,
  },
  labCardAscend: {
    tags: ['lab'],
    summary: 'Improve a card one quality step, or ascend a superior one, for diamonds',
    params: CardParamsSchema,
    response: { 200: BattleCardSchema },
    errors: GAME,
  },
  labCraft: {
    tags: ['lab'],
    summary: 'Turn one lab item per slot into a battle card',
    body: LabCraftRequestSchema,
    response: { 200: BattleCardSchema },
    errors: GAME,
  },

  arenaDuel: {
    tags: ['arena'],
    summary: 'Find or create the pending duel: the opponent card, the slot count and three rivals',
    response: { 200: DuelSchema },
    errors: ARENA,
  },
  arenaDuelStart: {
    tags: ['arena'],
    summary: 'Fight the pending duel with the chosen cards; 429 during the cooldown',
    body: StartDuelRequestSchema,
    response: { 200: DuelResultSchema },
    errors: ARENA,
  },
  arenaDuelRival: {
    tags: ['arena'],
    summary: 'Choose one of the three rivals: fixed until the duel is fought or redrawn',
    body: ChooseRivalRequestSchema,
    response: { 200: DuelSchema },
    errors: ARENA,
  },
  arenaDuelRefresh: {
    tags: ['arena'],
    summary: 'Draw three new rivals in place of the pending duel; 429 past the daily limit',
    body: RefreshRivalsRequestSchema,
    response: { 200: DuelSchema },
    errors: ARENA,
  },
  arenaDuelReplay: {
    tags: ['arena'],
    summary: 'A fought duel, to replay it',
    params: DuelParamsSchema,
    response: { 200: DuelResultSchema },
    errors: ARENA,
  },
  arenaLatestDuel: {
    tags: ['arena'],
    summary: "The player's last fought duel, to show it again when the duel screen reloads",
    response: { 200: DuelResultSchema },
    errors: ARENA,
  },
  arenaOdds: {
    tags: ['arena'],
    summary:
      'Win odds of the chosen cards against the pending duel: 1,000 simulated fights, fresh seeds',
    query: DuelOddsQuerySchema,
    response: { 200: DuelOddsSchema },
    errors: ARENA,
  },
  arenaLastDuel: {
    tags: ['arena'],
    summary: "The player's last fought duel in a line (won, experience, opponent), or null",
    response: { 200: LastDuelSchema },
    errors: ARENA,
  },
  replay: {
    tags: ['arena'],
    summary: 'A shared replay: the fight and its cards, for anyone holding the link',
    params: ReplayParamsSchema,
    response: { 200: PublicReplaySchema },
    errors: [404],
  },

  marketListings: {
    tags: ['market'],
    summary: 'Active listings, newest first; filters by class, quality, level and price',
    query: MarketListingsQuerySchema,
    response: { 200: MarketListingsPageSchema },
    errors: MARKET,
  },
  marketListingCreate: {
    tags: ['market'],
    summary: 'Put one of your unlisted cards up for sale',
    body: CreateListingRequestSchema,
    response: { 201: MarketListingSchema },
    errors: MARKET,
  },
  marketListingCancel: {
    tags: ['market'],
    summary: 'Cancel your listing: the card comes back unlisted',
    params: ListingParamsSchema,
    response: { 200: CancelListingResultSchema },
    errors: MARKET,
  },
  marketListingPurchase: {
    tags: ['market'],
    summary: 'Buy a listing; an Idempotency-Key makes a retry answer the same',
    params: ListingParamsSchema,
    headers: PurchaseHeadersSchema,
    response: { 200: PurchaseResultSchema },
    errors: [...MARKET, 422],
  },
  marketMyListings: {
    tags: ['market'],
    summary: 'Your cards for sale now',
    response: { 200: z.array(MarketListingSchema) },
    errors: MARKET,
  },
  marketSales: {
    tags: ['market'],
    summary: 'The cards you sold, newest first',
    response: { 200: MarketSalesSchema },
    errors: MARKET,
  },
  marketPriceHistory: {
    tags: ['market'],
    summary:
      "What a kind of card (class, quality, the level's band) sold for: median, count, graph",
    query: CardKindQuerySchema,
    response: { 200: PriceHistorySchema },
    errors: MARKET,
  },
  marketRecentSales: {
    tags: ['market'],
    summary: 'The latest sales of a kind of card, newest first',
    query: CardKindQuerySchema,
    response: { 200: RecentSalesSchema },
    errors: MARKET,
  },
  exchangeOffers: {
    tags: ['exchange'],
    summary: 'The currency offers, with how many you may still buy today',
    response: { 200: CurrencyOfferListSchema },
    errors: MARKET,
  },
  exchangeOfferPurchase: {
    tags: ['exchange'],
    summary: 'Buy an offer; answers the updated profile',
    params: OfferParamsSchema,
    response: { 200: ProfileSchema },
    errors: MARKET,
  },

  goals: {
    tags: ['goals'],
    summary:
      "Today's three goals (drawn on the day's first ask), the streak with its freeze, " +
      'and how many collection milestones wait to be claimed',
    response: { 200: DailyGoalsSchema },
    errors: GAME,
  },
  goalClaim: {
    tags: ['goals'],
    summary:
      "A done goal's reward, once: claiming again answers `alreadyClaimed` and pays " +
      'nothing. The first claim of the day counts for the streak; a streak milestone pays ' +
      'with it (404 GOAL_NOT_FOUND, 409 GOAL_NOT_DONE, 409 GOAL_EXPIRED)',
    params: GoalParamsSchema,
    response: { 200: GoalClaimResultSchema },
    errors: GAME,
  },
  achievements: {
    tags: ['goals'],
    summary: 'Every achievement, earned or not, with its progress, and the title shown',
    response: { 200: AchievementsSchema },
    errors: GAME,
  },
  achievementsTitle: {
    tags: ['goals'],
    summary:
      "Show an earned achievement's title by your name on the leaderboards and the " +
      'profile, or none with null (409 TITLE_NOT_EARNED)',
    body: TitleRequestSchema,
    response: { 200: TitleResultSchema },
    errors: GAME,
  },
  collectionsClaim: {
    tags: ['goals'],
    summary:
      "A collection milestone's reward (25%, 50% or 100% of a family), once: claiming " +
      'again answers `alreadyClaimed` and pays nothing (404 COLLECTION_NOT_FOUND, ' +
      '409 COLLECTION_NOT_REACHED)',
    body: CollectionClaimRequestSchema,
    response: { 200: CollectionClaimResultSchema },
    errors: GAME,
  },

  race: {
    tags: ['race'],
    summary:
      "Today's race (the target's name and picture, drawn on the day's first ask), the " +
      'countdown to the next, your attempt, your scored result with its rank, your race streak',
    response: { 200: RaceTodaySchema },
    errors: GAME,
  },
  raceAttempts: {
    tags: ['race'],
    summary:
      'Start an attempt, or get the one under way: the first of the day is scored, later ' +
      'ones are practice. Only the starting blocks are shown; the clock starts at the first craft',
    body: RaceStartRequestSchema,
    response: { 200: RaceAttemptSchema },
    errors: GAME,
  },
  raceCraft: {
    tags: ['race'],
    summary:
      'One craft of the attempt under way, by the crafting rules, on the attempt’s own ' +
      'items: `made` is null when the pair is no recipe (409 NO_RACE_ATTEMPT, 404 ' +
      'ITEM_NOT_IN_RUN, 400 ITEM_NOT_HELD, SAME_ITEM, NO_BUILDING_BLOCK)',
    body: RaceCraftRequestSchema,
    response: { 200: RaceCraftResultSchema },
    errors: GAME,
  },
  raceGiveUp: {
    tags: ['race'],
    summary: 'Give up the attempt under way: it ends as run over (409 NO_RACE_ATTEMPT)',
    body: RaceStartRequestSchema,
    response: { 200: RaceAttemptSchema },
    errors: GAME,
  },
  raceBoard: {
    tags: ['race'],
    summary:
      "Today's board, the world's top or your friends and you, and your exact rank " +
      'once your scored attempt has ended',
    query: RaceBoardQuerySchema,
    response: { 200: RaceBoardSchema },
    errors: GAME,
  },
  raceDayPaths: {
    tags: ['race'],
    summary:
      "A past day's race opened: its shortest path and its top three players' paths, " +
      'craft by craft (409 RACE_DAY_NOT_OVER for today, 404 RACE_NOT_FOUND)',
    params: RaceDayParamsSchema,
    response: { 200: RacePathsSchema },
    errors: GAME,
  },

  seasonsCurrent: {
    tags: ['seasons'],
    summary:
      'The ranked season: its number and end, your rating, tier, division and rank, and ' +
      'your last season as it ended (rank and reward)',
    response: { 200: CurrentSeasonSchema },
    errors: GAME,
  },
  seasonsBoard: {
    tags: ['seasons'],
    summary:
      "A season's board (this one, or a past one's final standings): the world's top or " +
      'your friends and you, and your exact rank',
    query: SeasonBoardQuerySchema,
    response: { 200: SeasonBoardSchema },
    errors: GAME,
  },

  liveEvents: {
    tags: ['live'],
    summary:
      'The live channel: server-sent events for as long as the app is open ' +
      '(`notification` with its id, `race-turned`), a comment every 20 s. Send ' +
      'Last-Event-ID to get what was kept after it; without it only what comes next',
    headers: LiveHeadersSchema,
    // A stream of events, not a JSON answer: the route writes it itself.
    response: {},
    errors: GAME,
  },
  notifications: {
    tags: ['live'],
    summary: 'Your notifications, newest first, a page at a time, with the unread count',
    query: NotificationsQuerySchema,
    response: { 200: NotificationsPageSchema },
    errors: GAME,
  },
  notificationsRead: {
    tags: ['live'],
    summary: 'Marks your notifications read: all, or those up to `upTo`; the unread count',
    body: MarkReadRequestSchema,
    response: { 200: UnreadCountSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof endpoints]: EndpointSchemas };

type Table = typeof endpointSchemas;
export type EndpointName = keyof Table;

/** The schemas of an endpoint's successful answers (a 204 is `z.null()`). */
export type SuccessSchemaOf<N extends EndpointName> =
  Table[N]['response'][keyof Table[N]['response'] & (200 | 201 | 204)];

/** What a successful call of the endpoint answers, once parsed. */
export type EndpointAnswer<N extends EndpointName> = z.output<SuccessSchemaOf<N>>;

/** The body the endpoint reads, or never when it reads none. */
export type EndpointBody<N extends EndpointName> = Table[N] extends {
  body: infer B extends z.ZodType;
}
  ? z.input<B>
  : never;

/**
 * The query the endpoint reads, as a client may send it (a field with a default may be
 * left out), or never when it reads none. A query string carries the values as text.
 */
export type EndpointQuery<N extends EndpointName> = Table[N] extends {
  query: infer Q extends z.ZodType;
}
  ? z.input<Q>
  : never;
