import { afterSuccess } from '../../api/after-success';
import { api } from '../../api/base-api';
import { triggerSync } from '../../db/commands/sync-trigger';
import {
  equipmentMessageSchema,
  photoUploadedSchema,
  productCreatedSchema,
  productEditResponseSchema,
  type NewProductRequest,
  type ProductCreated,
  type ProductEditResponse,
  type ProductUpdateRequest,
  type UnitUpdateRequest,
  type UnitsAddRequest,
} from '../../shared/contracts/products';
import { startCatalogueSync } from '../../sync/page/catalogue-scheduler';
import {
  categoryRequestMessageSchema,
  categoryRequestsResponseSchema,
  type CategoryRequest,
  type CategoryRequestInput,
} from '../../shared/contracts/category-requests';

type Message = { message: string };

/**
 * After a change the counter's tablets pull the hut again (the stock list) and the public
 * catalogue is fetched anew ('Ledig x/y'), so the new units show here at once.
 */
function refreshHut(): void {
  triggerSync();
  startCatalogueSync();
}

/** A hut's own equipment (/api/company/{id}/products…, /units…, /photos): online admin work. */
export const productsApi = api
  .enhanceEndpoints({ addTagTypes: ['EditedProduct', 'CategoryRequests'] })
  .injectEndpoints({
    endpoints: (build) => ({
      categoryRequests: build.query<{ requests: CategoryRequest[] }, number>({
        query: (hut) => `/company/${hut}/category-requests`,
        responseSchema: categoryRequestsResponseSchema,
        providesTags: ['CategoryRequests'],
      }),
      createCategoryRequest: build.mutation<Message, { hut: number; body: CategoryRequestInput }>({
        query: ({ hut, body }) => ({
          url: `/company/${hut}/category-requests`,
          method: 'POST',
          body,
        }),
        responseSchema: categoryRequestMessageSchema,
        invalidatesTags: ['CategoryRequests'],
      }),
      createProduct: build.mutation<ProductCreated, { hut: number; body: NewProductRequest }>({
        query: ({ hut, body }) => ({ url: `/company/${hut}/products`, method: 'POST', body }),
        responseSchema: productCreatedSchema,
        onQueryStarted: (_arg, { queryFulfilled }) => afterSuccess(queryFulfilled, refreshHut),
      }),
      productForEditing: build.query<ProductEditResponse, { hut: number; productId: number }>({
        query: ({ hut, productId }) => `/company/${hut}/products/${productId}`,
        responseSchema: productEditResponseSchema,
        providesTags: ['EditedProduct'],
      }),
      updateProduct: build.mutation<
        Message,
        { hut: number; productId: number; body: ProductUpdateRequest }
      >({
        query: ({ hut, productId, body }) => ({
          url: `/company/${hut}/products/${productId}`,
          method: 'PUT',
          body,
        }),
        responseSchema: equipmentMessageSchema,
        invalidatesTags: ['EditedProduct'],
        onQueryStarted: (_arg, { queryFulfilled }) => afterSuccess(queryFulfilled, refreshHut),
      }),
      addUnits: build.mutation<Message, { hut: number; productId: number; body: UnitsAddRequest }>({
        query: ({ hut, productId, body }) => ({
          url: `/company/${hut}/products/${productId}/units`,
          method: 'POST',
          body,
        }),
        responseSchema: equipmentMessageSchema,
        invalidatesTags: ['EditedProduct'],
        onQueryStarted: (_arg, { queryFulfilled }) => afterSuccess(queryFulfilled, refreshHut),
      }),
      updateUnit: build.mutation<Message, { hut: number; unitId: number; body: UnitUpdateRequest }>(
        {
          query: ({ hut, unitId, body }) => ({
            url: `/company/${hut}/units/${unitId}`,
            method: 'PUT',
            body,
          }),
          responseSchema: equipmentMessageSchema,
          invalidatesTags: ['EditedProduct'],
          onQueryStarted: (_arg, { queryFulfilled }) => afterSuccess(queryFulfilled, refreshHut),
        },
      ),
      moveUnit: build.mutation<Message, { hut: number; unitId: number; companyId: number }>({
        query: ({ hut, unitId, companyId }) => ({
          url: `/company/${hut}/units/${unitId}/move`,
          method: 'POST',
          body: { companyId },
        }),
        responseSchema: equipmentMessageSchema,
        invalidatesTags: ['EditedProduct'],
        onQueryStarted: (_arg, { queryFulfilled }) => afterSuccess(queryFulfilled, refreshHut),
      }),
      /** The file itself is the body (not JSON); the answer is the resized photo's URL. */
      uploadPhoto: build.mutation<{ url: string }, { hut: number; file: Blob }>({
        query: ({ hut, file }) => ({
          url: `/company/${hut}/photos`,
          method: 'POST',
          body: file,
          headers: { 'content-type': file.type || 'application/octet-stream' },
        }),
        responseSchema: photoUploadedSchema,
      }),
    }),
  });

export const {
  useCategoryRequestsQuery,
  useCreateCategoryRequestMutation,
  useCreateProductMutation,
  useProductForEditingQuery,
  useUpdateProductMutation,
  useAddUnitsMutation,
  useUpdateUnitMutation,
  useMoveUnitMutation,
  useUploadPhotoMutation,
} = productsApi;
