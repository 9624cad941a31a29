import { BANNERS_PER_PAGE } from '../constants';
import type { Http, RequestOptions } from '../http/createHttp';
import type { PageParams } from '../schemas/common';
import {
  bannerListResponseSchema,
  bannerResponseSchema,
  enquiryResponseSchema,
  newsListResponseSchema,
  testimonialListResponseSchema,
} from '../schemas/content';
import type { EnquiryBody } from '../schemas/requests/contentRequests';

/** Home-page content and the site's forms. */
export function contentApi(http: Http) {
  return {
    /** `GET /banner/web/list/` (page 1 of 10 unless given). */
    banners: (params?: PageParams, options?: RequestOptions) =>
      http.get(
        'banner/web/list/',
        bannerListResponseSchema,
        { page_no: 1, per_page: BANNERS_PER_PAGE, ...params },
        options,
      ),
    /** `GET /banner/get/{id}`. */
    banner: (id: string, options?: RequestOptions) =>
      http.get(`banner/get/${encodeURIComponent(id)}`, bannerResponseSchema, undefined, options),
    /** `GET /testimonials/web/list`. */
    testimonials: (options?: RequestOptions) =>
      http.get('testimonials/web/list', testimonialListResponseSchema, undefined, options),
    /** `GET /content-master/web/list/{type}` (`'news'` for News & Updates). */
    contentList: (type: string, options?: RequestOptions) =>
      http.get(
        `content-master/web/list/${encodeURIComponent(type)}`,
        newsListResponseSchema,
        undefined,
        options,
      ),
    /** `POST /enquiries/create`: contact, seller, dispute, IPR and abuse forms. */
    sendEnquiry: (body: EnquiryBody, options?: RequestOptions) =>
      http.post('enquiries/create', enquiryResponseSchema, body, options),
  };
}
export type ContentApi = ReturnType<typeof contentApi>;
