import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { styles } from "./cv-pdf-styles";

export function Heading({ children }: { children: string }) {
  // Never the last line of a page: the heading moves to the next one with the start of its section.
  return (
    <Text style={styles.heading} minPresenceAhead={48}>
      {children}
    </Text>
  );
}

export function Entry({ title, when, children }: { title: string; when?: string; children?: ReactNode }) {
  return (
    <View style={styles.entry} wrap={false}>
      <View style={styles.entryHead}>
        <Text style={styles.entryTitle}>{title}</Text>
        {when ? <Text style={styles.when}>{when}</Text> : null}
      </View>
      {children}
    </View>
  );
}

export function Bullets({ items }: { items: readonly string[] }) {
  return items.map((item) => (
    <View key={item} style={styles.bullet}>
      <Text style={styles.bulletMark}>•</Text>
      <Text style={styles.bulletText}>{item}</Text>
    </View>
  ));
}
