/** The category tree of SPEC §3 with the texts the season and category pages show. */
export interface CategorySeed {
  name: string;
  /** File name (ASCII) of the illustration under /images/seasons or /images/products. */
  imageKey: string;
  label: string;
  tagline: string;
  heading: string;
  description: string;
  alt_text: string;
  children?: CategorySeed[];
}

const sub = (
  name: string,
  imageKey: string,
  tagline: string,
  description: string,
  alt_text: string,
  children?: CategorySeed[],
): CategorySeed => ({
  name,
  imageKey,
  label: name,
  tagline,
  heading: name,
  description,
  alt_text,
  ...(children ? { children } : {}),
});

export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    name: 'Sommer',
    imageKey: 'sommer',
    label: 'Sommer',
    tagline: 'Lange, lyse dager ute',
    heading: 'Sommerutstyr for hele familien',
    description:
      'Sykler, hjelmer, badeutstyr og uteleker: lån det du trenger til sommerferien og ettermiddagene i parken, helt gratis.',
    alt_text: 'Tegning av en sol over blå bølger',
    children: [
      sub(
        'Sykling',
        'sykling',
        'Trygt ut på to hjul',
        'Balansesykler, barnesykler, hjelmer og sykkelvogner i mange størrelser.',
        'Tegning av en sykkel',
      ),
      sub(
        'Vannaktiviteter',
        'vannaktiviteter',
        'Lek i og ved vannet',
        'Våtdrakter, snorkelsett og utstyr for en dag på stranda.',
        'Tegning av en dykkermaske over vann',
        [
          sub(
            'Bading',
            'bading',
            'Trygg badeglede',
            'Redningsvester, svømmebriller og badebrett for store og små.',
            'Tegning av en badering på vann',
          ),
        ],
      ),
      sub(
        'Uteleker',
        'uteleker',
        'Spill og moro i friluft',
        'Kubb, krokket, badminton og andre leker for hagen, parken og stranda.',
        'Tegning av en frisbee i lufta',
      ),
    ],
  },
  {
    name: 'Vinter',
    imageKey: 'vinter',
    label: 'Vinter',
    tagline: 'Ut på ski og skøyter',
    heading: 'Vinterutstyr for snø og is',
    description:
      'Ski, staver, støvler, skøyter og akebrett: barn vokser fort, så lån i stedet for å kjøpe nytt hver vinter.',
    alt_text: 'Tegning av et snøkledd fjell og snøfnugg',
    children: [
      sub(
        'Ski',
        'ski',
        'Alpint, aking og turer',
        'Alpinski, snowboard, akebrett og truger for bakken og fjellet.',
        'Tegning av et par ski i kryss',
        [
          sub(
            'Langrenn',
            'langrenn',
            'Ut i løypa',
            'Langrennsski, støvler og staver i barne- og voksenstørrelser, klassisk og skøyting.',
            'Tegning av langrennsski og staver',
          ),
        ],
      ),
      sub(
        'Hockey',
        'hockey',
        'Kølle og ball på isen',
        'Bandykøller og baller for løkka og skøytebanen.',
        'Tegning av en hockeykølle og puck',
        [
          sub(
            'Ishockey',
            'ishockey',
            'Klar for skøytebanen',
            'Skøyter, hjelmer, hansker og køller for ishockey og skøytegåing.',
            'Tegning av en skøyte',
          ),
        ],
      ),
    ],
  },
  {
    name: 'Helårs',
    imageKey: 'helars',
    label: 'Helårs',
    tagline: 'Moro hele året',
    heading: 'Utstyr for alle årstider',
    description:
      'Spill, baller og turutstyr som passer like godt i januar som i juli. Perfekt til hytteturen eller en kveld hjemme.',
    alt_text: 'Tegning av et telt under en stjernehimmel',
    children: [
      sub(
        'Brettspill',
        'brettspill',
        'Spillkveld for alle',
        'Klassiske brettspill for to eller flere spillere.',
        'Tegning av et sjakkbrett',
        [
          sub(
            'Familiespill',
            'familiespill',
            'Hele familien rundt bordet',
            'Ludo, Yatzy og andre spill som både små og store kan spille sammen.',
            'Tegning av to terninger',
          ),
        ],
      ),
      sub(
        'Ballspill',
        'ballspill',
        'Fotball, volleyball og mer',
        'Baller, mål og nett for løkka, skolegården og stranda.',
        'Tegning av en fotball',
      ),
      sub(
        'Friluftsliv',
        'friluftsliv',
        'Tur og overnatting ute',
        'Telt, soveposer, tursekker og kjøkkenutstyr for turen i skog og fjell.',
        'Tegning av et telt',
        [
          sub(
            'Båt og vann',
            'bat-og-vann',
            'Padling og fiske',
            'Kajakker, kanoer, SUP-brett, redningsvester og fiskeutstyr.',
            'Tegning av en kajakk med åre',
          ),
        ],
      ),
    ],
  },
];

export function seasonImage(imageKey: string): string {
  return `/images/seasons/${imageKey}.svg`;
}

export function categoryImage(imageKey: string): string {
  return `/images/products/${imageKey}.svg`;
}
