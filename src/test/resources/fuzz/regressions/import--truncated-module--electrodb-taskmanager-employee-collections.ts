/* istanbul ignore file */
import moment from "moment";
import { v4 as uuid } from "uuid";
import { Entity, EntityItem, QueryResponse, CreateEntityItem } from "../../../";
import { table, client } from "../../common";

export const Employee = new Entity(
  {
    model: {
      entity: "employee",
      version: "1",
      service: "task-manager",
    },
    attributes: {
      employee: {
        type: "string",
        default: () => uuid(),
      },
      firstName: {
        type: "string",
        required: true,
      },
      lastName: {
        type: "string",
        required: true,
      },
      officeName: {
        type: "string",
        required: true,
      },
      title: {
        type: "string",
        required: true,
      },
      team: {
        type: [
          "development",
          "marketing",
          "finance",
          "product",
          "cool cats and kittens",
        ] as const,
        required: true,
      },
      salary: {
        type: "string",
        required: true,
      },
      manager: {
        type: "string",
      },
      dateHired: {
        type: "string",
        validate: (date: string) => {
          if (!moment(date).isValid) {
            throw new Error("Invalid date format");
          }
        },
      },
      birthday: {
        type: "string",
        validate: (date: string) => {
          if (!moment(date).isValid) {
            throw new Error("Invalid date format");
          }
        },
      },
    }