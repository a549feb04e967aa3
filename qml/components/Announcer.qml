import QtQuick
import Starboard

// Says a sentence to a screen reader without moving the focus (Qt 6.4 has no
// Accessible.announce): a notification whose text is the sentence, shown for each new one
// (AccessibleEvents.shown: "object:state-changed:showing" over AT-SPI; Orca reads a
// notification that shows as "notification" and its labels). Four notifications take the
// sentences in turn, each named before it shows: Orca drops an older "showing" of the same
// object when a newer one comes and reads the name when it speaks, so one notification lost
// or repeated sentences that came quickly (heard by a helper with Orca 43, session 18).
// Not drawn: 1 px items whose labels are clipped away. Place one in a view and call
// announce(); docs/accessibility.md, "Spoken without the focus".
Item {
    id: announcer

    // The last sentence announced.
    property string text
    // How many sentences were announced (tests).
    property int count: 0
    // The notification that said the last sentence (tests).
    property Item voice: null

    function announce(sentence: string) {
        if (sentence === "")
            return;
        const next = voices.itemAt(announcer.count % voices.count);
        announcer.text = sentence;
        ++announcer.count;
        next.sentence = sentence;
        announcer.voice = next;
        AccessibleEvents.shown(next);
    }

    width: 1
    height: 1
    clip: true

    Repeater {
        id: voices

        model: 4

        Item {
            id: voice

            property string sentence

            width: 1
            height: 1
            Accessible.role: Accessible.Notification
            Accessible.name: voice.sentence

            // What Orca reads of a notification: its labels.
            Text {
                text: voice.sentence
                color: "transparent"
                Accessible.role: Accessible.StaticText
                Accessible.name: voice.sentence
            }
        }
    }
}
