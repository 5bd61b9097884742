/**
 * Norway's 15 counties (from 2024) with a few municipalities each, for bench data spread over the
 * whole country as a national network would be.
 */
export const COUNTIES: readonly { county: string; municipalities: readonly string[] }[] = [
  { county: 'Oslo', municipalities: ['Oslo'] },
  { county: 'Akershus', municipalities: ['Bærum', 'Asker', 'Lillestrøm', 'Nordre Follo'] },
  { county: 'Østfold', municipalities: ['Fredrikstad', 'Sarpsborg', 'Moss', 'Halden'] },
  { county: 'Buskerud', municipalities: ['Drammen', 'Kongsberg', 'Ringerike', 'Hol'] },
  { county: 'Vestfold', municipalities: ['Sandefjord', 'Larvik', 'Tønsberg', 'Horten'] },
  { county: 'Telemark', municipalities: ['Skien', 'Porsgrunn', 'Notodden', 'Vinje'] },
  { county: 'Agder', municipalities: ['Kristiansand', 'Arendal', 'Grimstad', 'Bykle'] },
  { county: 'Rogaland', municipalities: ['Stavanger', 'Sandnes', 'Haugesund', 'Sola'] },
  { county: 'Vestland', municipalities: ['Bergen', 'Voss', 'Førde', 'Stord', 'Odda'] },
  { county: 'Møre og Romsdal', municipalities: ['Ålesund', 'Molde', 'Kristiansund', 'Volda'] },
  { county: 'Innlandet', municipalities: ['Hamar', 'Lillehammer', 'Gjøvik', 'Trysil'] },
  { county: 'Trøndelag', municipalities: ['Trondheim', 'Steinkjer', 'Levanger', 'Røros'] },
  { county: 'Nordland', municipalities: ['Bodø', 'Narvik', 'Mo i Rana', 'Vågan'] },
  { county: 'Troms', municipalities: ['Tromsø', 'Harstad', 'Senja', 'Målselv'] },
  { county: 'Finnmark', municipalities: ['Alta', 'Hammerfest', 'Vadsø', 'Kautokeino'] },
];
