import { routeTexts } from './routes';

/** Vilkår og personvern: what borrowing means and what the product keeps about people. */
export const termsTexts = {
  title: routeTexts.terms.title,
  intro:
    'Utstyrsbod låner ut sports- og friluftsutstyr gratis. Her står hva vi forventer av deg som låner, og hva vi lagrer om deg.',
  sections: [
    {
      heading: 'Når du låner',
      paragraphs: [
        'Registrering og lån er gratis. Første gang du låner eller besøker en utstyrsbod, viser du legitimasjon, så aktiverer de ansatte kontoen din.',
        'Et vanlig lån varer i en uke. Lever utstyret tilbake innen fristen, i samme stand som du fikk det. Si fra til utstyrsboden om noe er ødelagt eller mangler.',
        'Barn kan låne på kontoen til en foresatt. Den foresatte står ansvarlig for lånet.',
        'Utstyrsboden kan sette en merknad på kontoen din og stoppe nye lån, for eksempel når utstyr ikke er levert. Ta kontakt med utstyrsboden om det skjer.',
      ],
    },
    {
      heading: 'Hva vi lagrer',
      paragraphs: [
        'Navn, epostadresse og eventuelt telefonnummer, hvilke utstyrsboder du bruker, barn du legger til, og lånene dine med datoer. Passordet lagres bare som en kryptert sjekksum.',
        'Opplysningene brukes til å registrere og følge opp lån, og til å kjenne deg igjen ved disken. De ansatte i en utstyrsbod ser opplysningene om personer i sin egen utstyrsbod. Andre utstyrsboder finner deg bare med hel epostadresse eller helt telefonnummer.',
        'Statistikk over utlån lages uten navn, slik at ingen enkeltperson kan kjennes igjen.',
      ],
    },
    {
      heading: 'Dine rettigheter',
      paragraphs: [
        'På Min side kan du se og rette opplysningene dine, laste dem ned, og slette kontoen når du ikke har utstyr ute. Lånene beholdes da uten navn, for statistikken.',
        'Har du spørsmål om personvern, kan du skrive til oss via kontaktskjemaet.',
      ],
    },
  ],
} as const;
