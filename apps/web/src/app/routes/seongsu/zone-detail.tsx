import { useParams } from 'react-router';
import { ProgramCard } from '../../../components/program-card/program-card';
import { ZoneDetail } from '../../../features/seongsu/components/zone-detail';

/** /seongsu/{zoneIdx}: the zone, with its programs drawn as the programs feature's cards. */
export function Component() {
  const { zoneIdx } = useParams();
  return (
    <ZoneDetail
      key={zoneIdx}
      zoneIdParam={zoneIdx}
      renderProgram={(program) => <ProgramCard program={program} headingLevel="h4" />}
    />
  );
}
