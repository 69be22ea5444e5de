import type { bannerText as English } from '../banner.ts';
import type { Translation } from '../translation.ts';

export const bannerText = {
  banners: [
    'রোদেলা দিনে হল ভবন',
    'ক্যাম্পাসের লেকের পাশের পাহাড়ে সূর্যাস্ত',
    'রাতে হলের ব্লকগুলো, জানালায় আলো জ্বলছে',
    'হলের মাঠে ফুটবল খেলা',
    'হল লাইব্রেরির রিডিং রুম',
  ],
} satisfies Translation<typeof English>;
