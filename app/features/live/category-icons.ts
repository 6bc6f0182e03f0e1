// One line icon per reward category (24×24 path data), beside the category's name.
import type { RewardCategory } from '../../../contract/vocabulary'

export const CATEGORY_ICONS: Record<RewardCategory, string> = {
  transfers: 'M3 10l9-6 9 6M5 10v8M19 10v8M9 10v8M15 10v8M3 20h18',
  gift_cards: 'M3 8h18v4H3zM5 12h14v8H5zM12 8v12M12 8c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1',
  prepaid_cards: 'M3 6h18v12H3zM3 10h18M7 15h4',
  charity: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
}
