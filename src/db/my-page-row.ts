import type { MyPage } from '../shared/contracts/profile';

/** One row per person who used Min side on this device: their last answer from the server. */
export interface MyPageRow {
  userId: number;
  page: MyPage;
}
