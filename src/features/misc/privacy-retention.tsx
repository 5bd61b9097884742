import { api } from '../../api/base-api';
import { retentionTexts } from '../../i18n/nb/retention';
import { retentionSettingSchema, type RetentionSetting } from '../../shared/contracts/retention';

const t = retentionTexts.privacy;

/** The network's retention period, as the privacy page states it (GET /api/retention). */
const privacyApi = api.enhanceEndpoints({ addTagTypes: ['Retention'] }).injectEndpoints({
  endpoints: (build) => ({
    privacyRetention: build.query<RetentionSetting, void>({
      query: () => '/retention',
      responseSchema: retentionSettingSchema,
      providesTags: ['Retention'],
    }),
  }),
});

/** Vilkår og personvern: how long personal data is kept, with the network's current period. */
export function PrivacyRetention() {
  const { data } = privacyApi.usePrivacyRetentionQuery();
  return (
    <section aria-labelledby="retention-heading">
      <h2 id="retention-heading">{t.heading}</h2>
      <p>{data ? t.rule(data.months) : t.unknown}</p>
    </section>
  );
}
