import { type ComponentType, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SupplyApiContext } from '../../../shared/back-office/supply-api';
import { operativesQueryOptions } from '../api/get-operatives';
import { practiceSupplyApi } from '../api/practice-supply';

/**
 * The admin's Availability tab (with its closures panel), pointed at this practice's staff routes.
 * The editor itself is the admin feature's: app/ hands it in (features never import each other).
 */
export function PracticeAvailability({ practice, Editor }: { practice: { id: string; name: string }; Editor: ComponentType }) {
  const queryClient = useQueryClient();
  const supply = useMemo(() => practiceSupplyApi(practice, () => queryClient.fetchQuery(operativesQueryOptions(practice.id))), [practice, queryClient]);
  return (
    <SupplyApiContext.Provider value={supply}>
      <Editor />
    </SupplyApiContext.Provider>
  );
}
