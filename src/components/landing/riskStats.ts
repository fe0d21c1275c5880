import type { Statistic } from "../islands/stats/CountUpStats";

/** The three statistics from the brief, each with the public source it comes from. */
export const riskStats: Statistic[] = [
  {
    value: 1.4,
    prefix: "$",
    suffix: "B",
    decimals: 1,
    label: "Largest state privacy settlement",
    context: "A 2024 settlement of a state's biometric-data claims against a technology company.",
    source: { name: "Texas Attorney General, July 2024", url: "https://www.texasattorneygeneral.gov/news" },
  },
  {
    value: 17,
    prefix: "$",
    suffix: "B",
    label: "Potential exposure before 2024",
    context: "Per-scan damages estimated in a restaurant chain's biometric privacy case.",
    source: { name: "Cothron v. White Castle, Illinois Supreme Court, 2023", url: "https://www.illinoiscourts.gov/" },
  },
  {
    value: 8,
    label: "New state privacy laws live in 2025",
    context: "Delaware, Iowa, Nebraska, New Hampshire, New Jersey, Tennessee, Minnesota and Maryland.",
    source: {
      name: "IAPP US State Privacy Legislation Tracker",
      url: "https://iapp.org/resources/article/us-state-privacy-legislation-tracker/",
    },
  },
];
