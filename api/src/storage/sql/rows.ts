// Row shapes as SQLite returns them (integers for booleans, JSON as text).

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  full_name: string;
  first_name: string;
  password_hash: string | null;
  is_partner: number;
  is_employee: number;
  avatar_color_index: number;
  image_signature: string | null;
  save_behavior: number;
  should_show_messaging: number;
  is_primary_website_verified: number;
  website_domain: string | null;
  created_at: string;
  about: string;
  first_run_pending: number;
}

export interface BoardRow {
  id: number;
  owner_id: number;
  name: string;
  slug: string;
  description: string;
  privacy: 'public' | 'protected' | 'secret';
  layout: 'default' | 'quick_saves';
  is_collaborative: number;
  archived: number;
  custom_order: number;
  created_at: string;
  board_order_modified_at: string;
  cover_pin_id: number | null;
}

export interface SectionRow {
  id: number;
  board_id: number;
  title: string;
  slug: string;
  created_at: string;
}

export interface PinRow {
  id: number;
  pinner_id: number;
  board_id: number | null;
  section_id: number | null;
  repin_of: number | null;
  is_repin: number;
  root_pin_id: number;
  content_type: string;
  title: string;
  description: string;
  link: string | null;
  domain: string | null;
  image_signature: string;
  image_width: number;
  image_height: number;
  dominant_color: string;
  interest_id: number | null;
  is_promoted: number;
  promoter_id: number | null;
  feed_rank: number;
  content: string;
  created_at: string;
}

export interface InterestRow {
  id: number;
  name: string;
  url_name: string;
}
