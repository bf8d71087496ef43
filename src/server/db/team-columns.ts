import { teams } from './schema';

/** What a list of teams shows of each (a league's, a partner's, discovery's): its name, sport and place. */
export const teamCardColumns = {
  id: teams.id,
  name: teams.name,
  sport: teams.sport,
  ageGroup: teams.ageGroup,
  location: teams.location,
};
