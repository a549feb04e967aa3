import QtQuick
import Starboard

// Says a sentence to a screen reader without moving the focus (Qt 6.4 has no
// Accessible.announce): a notification whose text is the sentence, shown again for each
// new one (AccessibleEvents.shown: "object:state-changed:showing" over AT-SPI; Orca reads a
// notification that shows as "notification" and its labels). Not drawn: a 1 px item whose
// label is clipped away. Place one in a view and call announce(); docs/accessibility.md,
// "Spoken without the focus".
Item {
    id: announcer

    // The last sentence announced.
    property string text
    // How many sentences were announced (tests).
    property int count: 0

    function announce(sentence: string) {
        if (sentence === "")
            return;
        announcer.text = sentence;
        ++announcer.count;
        AccessibleEvents.shown(announcer);
    }

    width: 1
    height: 1
    clip: true
    Accessible.role: Accessible.Notification
    Accessible.name: announcer.text

    // What Orca reads of a notification: its labels.
    Text {
        text: announcer.text
        color: "transparent"
        Accessible.role: Accessible.StaticText
        Accessible.name: announcer.text
    }
}
