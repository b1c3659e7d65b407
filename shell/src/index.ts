// Asynchronous boundary: lets Module Federation negotiate the shared singletons (react, router,
// zustand, Mantine, @bandi/shared-ui) before any of them is evaluated.
import('./bootstrap');
