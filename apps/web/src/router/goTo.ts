/**
 * Going to an absolute path without rendering the caller again on every navigation. React Router's useNavigate
 * reads the location (to resolve relative paths), so each component holding it renders again whenever the
 * location changes: the whole navbar on every tab switch. The shell's bars only go to absolute paths.
 */
import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

export type GoTo = (path: string, options?: { replace?: boolean }) => void;

/** A stable function going to `path`, absolute (`/…`, with its query if any). */
export function useGoTo(): GoTo {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback<GoTo>(
    (path, options) => (options?.replace ? navigator.replace(path) : navigator.push(path)),
    [navigator],
  );
}
