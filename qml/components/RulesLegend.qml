import QtQuick
import QtQuick.Layouts

// The key to a rules page: which paragraphs are the rulebook's and which are our reading
// (see RulesText).
ColumnLayout {
    Layout.fillWidth: true
    spacing: 6

    RulesText {
        text: qsTr("Plain paragraphs say what the rulebook says.")
    }
    RulesText {
        reading: true
        text: qsTr("paragraphs like this one are how Starboard plays where the rulebook is silent, unclear or refers to a lost picture.")
    }
}
